/** Where uploaded files live (DESIGN.md, Providers): Netlify Blobs in production, files under .data/ locally. */
export interface FileStorage {
  kind: 'netlify-blobs' | 'local-files';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are our own (a record's folder and a random id): anything else is refused before it reaches a path or a URL. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
