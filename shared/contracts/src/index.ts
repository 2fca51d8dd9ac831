export * from './locale.ts';
export * from './errors.ts';
export * from './resources.ts';
export * from './api-client.ts';
export * from './release.ts';
export * from './tools.ts';
export * from './captcha.ts';
export * from './inline-data.ts';
