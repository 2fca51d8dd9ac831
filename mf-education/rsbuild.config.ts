import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@brids/build';
import { routes } from './src/routes.ts';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_education', dir: import.meta.dirname, routes, port: 3103, title: 'mf-education' }),
);
