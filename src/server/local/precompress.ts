import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/** The compressed copies the build writes beside a file, and the encoding each one is served as. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|ico)$/;
/** Below this a compressed answer saves less than its framing costs. */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside every text file of `dir` worth compressing (maximum levels: it runs once). */
export function precompressSite(dir: string): number {
  let written = 0;
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    if (bytes.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.byteLength < bytes.byteLength) writeFileSync(`${file}.br`, br);
    if (gz.byteLength < bytes.byteLength) writeFileSync(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Astro integration: precompress the built site, which the local server serves by Accept-Encoding. */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const count = precompressSite(fileURLToPath(dir));
        logger.info(`brotli and gzip copies of ${count} files`);
      },
    },
  };
}
