import { z } from 'zod';
import { createFolderStore } from './folder-store.ts';
import { scopedStore, type ObjectStore } from './object-store.ts';
import { createS3Store, type S3StoreOptions } from './s3-store.ts';

/**
 * The object store's variables, the same for the shell server, the content service and the release CLI.
 * OBJECT_STORE_BUCKET chooses the S3-compatible store; without it each reads and writes its folder.
 */
export const objectStoreVariables = z
  .object({
    OBJECT_STORE_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'OBJECT_STORE_BUCKET must be an S3 bucket name (3-63 lower-case letters, digits, dots and dashes)').optional(),
    OBJECT_STORE_PREFIX: z.string().regex(/^([0-9A-Za-z_-][0-9A-Za-z._-]*\/)*$/, 'OBJECT_STORE_PREFIX must be folder names each ending in "/" (site/ or a/b/)').optional(),
    OBJECT_STORE_ENDPOINT: z.url({ protocol: /^https?$/, error: 'OBJECT_STORE_ENDPOINT must be an http(s) URL' }).optional(),
    OBJECT_STORE_REGION: z.string().regex(/^[a-z0-9-]+$/, 'OBJECT_STORE_REGION must be a region name (ap-southeast-3)').optional(),
    OBJECT_STORE_PATH_STYLE: z.enum(['0', '1'], 'OBJECT_STORE_PATH_STYLE must be 1 or 0').optional(),
    OBJECT_STORE_ACCESS_KEY_ID: z.string().optional(),
    OBJECT_STORE_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.OBJECT_STORE_ACCESS_KEY_ID) !== Boolean(env.OBJECT_STORE_SECRET_ACCESS_KEY)) {
      context.addIssue({ code: 'custom', path: ['OBJECT_STORE_ACCESS_KEY_ID'], message: 'OBJECT_STORE_ACCESS_KEY_ID and OBJECT_STORE_SECRET_ACCESS_KEY go together: set both, or neither for the default credentials' });
    }
    const others = Object.entries(env).filter(([name, value]) => name !== 'OBJECT_STORE_BUCKET' && value !== undefined);
    if (!env.OBJECT_STORE_BUCKET && others.length) {
      context.addIssue({ code: 'custom', path: ['OBJECT_STORE_BUCKET'], message: `required with ${others.map(([name]) => name).join(', ')}` });
    }
  });

export type ObjectStoreVariables = z.infer<typeof objectStoreVariables>;

/** The S3 store's options the variables give, or undefined when they choose the folders. */
export function s3OptionsOf(env: ObjectStoreVariables): S3StoreOptions | undefined {
  if (!env.OBJECT_STORE_BUCKET) return undefined;
  return {
    bucket: env.OBJECT_STORE_BUCKET,
    region: env.OBJECT_STORE_REGION ?? 'us-east-1',
    ...(env.OBJECT_STORE_PREFIX ? { prefix: env.OBJECT_STORE_PREFIX } : {}),
    ...(env.OBJECT_STORE_ENDPOINT ? { endpoint: env.OBJECT_STORE_ENDPOINT } : {}),
    forcePathStyle: env.OBJECT_STORE_PATH_STYLE === '1',
    ...(env.OBJECT_STORE_ACCESS_KEY_ID && env.OBJECT_STORE_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.OBJECT_STORE_ACCESS_KEY_ID, secretAccessKey: env.OBJECT_STORE_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/** Reads the object store's variables from an environment; throws naming each bad one. */
export function readObjectStoreVariables(env: NodeJS.ProcessEnv = process.env): ObjectStoreVariables {
  const set = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('OBJECT_STORE_') && value !== undefined && value !== ''));
  const result = objectStoreVariables.safeParse(set);
  if (!result.success) {
    throw new Error(`Invalid object store settings:\n${result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`).join('\n')}`);
  }
  return result.data;
}

/** The parts of the one bucket: each kind of artefact under its own key prefix. */
export const STORE_AREAS = { remotes: 'remotes/', shell: 'shell/', media: 'media/' } as const;
export type StoreArea = keyof typeof STORE_AREAS;

const s3Stores = new Map<string, ObjectStore>();

/**
 * One area of the object store: its part of the bucket when `s3` is set (`remotes/` under the prefix), else
 * the folder given (REMOTES_DIR, MEDIA_DIR, ...). One SDK client per bucket and prefix in a process.
 */
export function openObjectStore(area: StoreArea, s3: S3StoreOptions | undefined, folder: string): ObjectStore {
  if (!s3) return createFolderStore(folder);
  const id = JSON.stringify([s3.endpoint, s3.bucket, s3.prefix, s3.region, s3.credentials?.accessKeyId]);
  let store = s3Stores.get(id);
  if (!store) s3Stores.set(id, (store = createS3Store(s3)));
  return scopedStore(store, STORE_AREAS[area]);
}
