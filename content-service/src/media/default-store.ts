import { openObjectStore } from '@brids/object-store';
import { mediaDirOf, type MediaConfig } from '../config.ts';
import { folderMediaStore, objectMediaStore, type MediaStore } from './store.ts';

/** MEDIA_DIR's default: content-service/data/media (beside the SQLite file). */
export const DEFAULT_MEDIA_DIR = mediaDirOf(undefined);

/** The store of the default folder (tests, the seed without a configured store). */
export const defaultMediaStore = (): MediaStore => folderMediaStore(DEFAULT_MEDIA_DIR);

/** The configured store (the start, the seed command): the bucket's `media/` when OBJECT_STORE_BUCKET is set, else MEDIA_DIR's folder. */
export const mediaStoreOf = ({ mediaDir, objectStore }: MediaConfig): MediaStore => objectMediaStore(openObjectStore('media', objectStore, mediaDir));
