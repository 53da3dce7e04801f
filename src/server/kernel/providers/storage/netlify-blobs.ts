import { assertStorageKey, type FileStorage } from './types';

/**
 * Netlify Blobs (one site-wide store): inside a Netlify Function the store finds its site and
 * token in the function's environment. Loaded on first use, so the local server never imports it.
 * Strong consistency: a report uploaded is readable by the doctor at once.
 */
export function createNetlifyBlobStorage(storeName: string): FileStorage {
  const store = async () => (await import('@netlify/blobs')).getStore({ name: storeName, consistency: 'strong' });
  return {
    kind: 'netlify-blobs',
    async put(key, bytes) {
      assertStorageKey(key);
      await (await store()).set(key, bytes.slice().buffer);
    },
    async get(key) {
      assertStorageKey(key);
      const found = await (await store()).get(key, { type: 'arrayBuffer' });
      // Netlify's types say ArrayBuffer; a missing key answers null (its docs), hence the check.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      return found ? new Uint8Array(found) : null;
    },
    async delete(key) {
      assertStorageKey(key);
      await (await store()).delete(key);
    },
  };
}
