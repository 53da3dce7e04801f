import { join } from 'node:path';
import { createLocalFileStorage } from './local-files';
import { createNetlifyBlobStorage } from './netlify-blobs';
import type { FileStorage } from './types';

export type StorageConfig = { kind: 'netlify-blobs'; storeName: string } | { kind: 'local-files'; root: string };

/** Local default: `.data/uploads` beside the embedded database (git-ignored, owner-only). */
export const LOCAL_STORAGE: StorageConfig = { kind: 'local-files', root: join('.data', 'uploads') };

export const createFileStorage = (config: StorageConfig = LOCAL_STORAGE): FileStorage =>
  config.kind === 'netlify-blobs' ? createNetlifyBlobStorage(config.storeName) : createLocalFileStorage(config.root);

/**
 * Netlify Blobs wherever the site runs on Netlify (its functions carry NETLIFY_BLOBS_CONTEXT, or
 * FILE_STORAGE=netlify-blobs says so); local files otherwise.
 */
export function storageConfigFromEnv(env: Record<string, string | undefined>): StorageConfig {
  if (env.FILE_STORAGE === 'netlify-blobs' || (env.FILE_STORAGE !== 'local-files' && env.NETLIFY_BLOBS_CONTEXT)) {
    return { kind: 'netlify-blobs', storeName: 'patient-reports' };
  }
  return env.FILE_STORAGE_DIR ? { kind: 'local-files', root: env.FILE_STORAGE_DIR } : LOCAL_STORAGE;
}
