import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@brids/build';
import { routes } from './src/routes.ts';

export default defineConfig(
  defineRemoteConfig({ name: 'mf_marketing', dir: import.meta.dirname, routes, port: 3101, title: 'mf-marketing' }),
);
