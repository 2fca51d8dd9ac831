import { mediaDirOf } from '../config.ts';
import { folderMediaStore, type MediaStore } from './store.ts';

/** MEDIA_DIR's default: content-service/data/media (beside the SQLite file). */
export const DEFAULT_MEDIA_DIR = mediaDirOf(undefined);

/** The store of the default folder (tests, the seed without a configured store). */
export const defaultMediaStore = (): MediaStore => folderMediaStore(DEFAULT_MEDIA_DIR);
