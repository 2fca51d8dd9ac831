export * from './locale.ts';
export * from './errors.ts';
export * from './resources.ts';
export * from './api-client.ts';
// The release's schemas and route conflicts are a subpath (`@brids/contracts/release`): only servers and tools
// parse releases (the browser takes the one the server inlined), so they stay out of every first view.
export type { PreviewInfo, ReleaseManifest, RemoteRelease, RouteConflict, RouteDeclaration, RouteHead } from './release.ts';
export * from './tools.ts';
export * from './captcha.ts';
export * from './inline-data.ts';
export * from './schema.ts';
