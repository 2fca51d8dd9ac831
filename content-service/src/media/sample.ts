import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { PACKAGE_DIR } from '../config.ts';
import type { DB } from '../schema.ts';
import MANIFEST from './sample-media.json' with { type: 'json' };
import { mediaNameOf, type MediaStore } from './store.ts';
import { type MediaType, mediaUrl } from './types.ts';

/** The sample content's files (images, research PDFs, forms), committed; the seed puts them in the media store. */
export const SAMPLE_MEDIA_DIR = resolve(PACKAGE_DIR, 'sample-media');
/** Each sample file's media name and size, by its path under sample-media/ (written by `writeSampleManifest`). */
export const SAMPLE_MANIFEST_FILE = resolve(PACKAGE_DIR, 'src/media/sample-media.json');

const TYPE_OF_EXTENSION: Record<string, MediaType> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml', '.pdf': 'application/pdf' };
type Manifest = Record<string, { name: string; size: number }>;
const manifest = MANIFEST as Manifest;

function entryOf(path: string) {
  const key = path.replace(/^\/+/, '');
  const entry = manifest[key];
  if (!entry) throw new Error(`No sample file ${key} in src/media/sample-media.json: add it under sample-media/ and run src/media/write-sample-manifest.ts`);
  return entry;
}

/**
 * The URL the seed gives a sample file (`/images/blog/keuangan.jpg` under sample-media/): `/media/<name>`, its
 * content-addressed name in the media store, where `putSampleMedia` puts it. Read from the committed manifest,
 * so importing the seed reads no file (production images carry no sample files).
 */
export const sampleMedia = (path: string): string => mediaUrl(entryOf(path).name);

/** The size in bytes of a sample file (a download's size shown beside its link). */
export const sampleMediaSize = (path: string): number => entryOf(path).size;

/** Every file under sample-media/ of a type the store holds, as paths relative to it, sorted. */
export function samplePaths(dir = SAMPLE_MEDIA_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return samplePaths(full);
    return entry.isFile() && TYPE_OF_EXTENSION[extname(entry.name)] ? [relative(SAMPLE_MEDIA_DIR, full).split('\\').join('/')] : [];
  }).sort();
}

interface SampleFile {
  path: string;
  bytes: Buffer;
  type: MediaType;
  name: string;
}

const readSample = (path: string): SampleFile => {
  const bytes = readFileSync(join(SAMPLE_MEDIA_DIR, path));
  const type = TYPE_OF_EXTENSION[extname(path)]!;
  return { path, bytes, type, name: mediaNameOf(bytes, type) };
};

/** The manifest the files make now (what `writeSampleManifest` writes). */
export function currentSampleManifest(): Manifest {
  return Object.fromEntries(samplePaths().map((path) => {
    const file = readSample(path);
    return [path, { name: file.name, size: file.bytes.length }];
  }));
}

/** Rewrites src/media/sample-media.json from sample-media/ (after a sample file is added or re-rendered). */
export function writeSampleManifest(): number {
  const current = currentSampleManifest();
  writeFileSync(SAMPLE_MANIFEST_FILE, `${JSON.stringify(current, null, 1)}\n`);
  return Object.keys(current).length;
}

/** Every sample file of the manifest into the store (content-addressed: the ones there are kept). */
export async function putSampleMedia(store: MediaStore): Promise<SampleFile[]> {
  const files = Object.entries(manifest).map(([path, entry]) => {
    const file = readSample(path);
    if (file.name !== entry.name) throw new Error(`sample-media/${path} changed since src/media/sample-media.json was written: run src/media/write-sample-manifest.ts`);
    return file;
  });
  for (const file of files) await store.put(file.bytes, file.type);
  return files;
}

/** Lists the sample files in the media library (those not listed yet); how many rows it added. */
export async function listSampleMedia(db: Kysely<DB>, files: SampleFile[]): Promise<number> {
  let added = 0;
  const now = new Date().toISOString();
  for (const file of files) {
    const size = file.type.startsWith('image/') ? await sharp(file.bytes).metadata() : undefined;
    const inserted = await db
      .insertInto('media')
      .values({
        name: file.name, type: file.type, size: file.bytes.length, width: size?.width ?? null, height: size?.height ?? null,
        alt_id: '', alt_en: '', original_name: file.path, uploaded_by: null, uploaded_at: now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
