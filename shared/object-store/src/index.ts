export * from './object-store.ts';
export { createFolderStore } from './folder-store.ts';
export { createS3Store, type S3StoreOptions } from './s3-store.ts';
export * from './config.ts';
