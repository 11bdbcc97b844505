#!/usr/bin/env node
// Writes .gz and .br beside every compressible file of a build, so nginx (gzip_static, brotli_static) sends
// the smallest variant without compressing on each request. Usage: node scripts/precompress.mjs <dir>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|json|svg|txt)$/;

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!compressible.test(file) || !statSync(file).isFile()) continue;
    // Idempotent and cheap again: a file whose copies are newer than itself was compressed by an earlier run
    // (each start of scripts/nginx.mjs runs this; a build writes every file anew).
    const written = statSync(file).mtimeMs;
    const copies = [`${file}.gz`, `${file}.br`];
    if (copies.every((copy) => existsSync(copy) && statSync(copy).mtimeMs >= written)) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue; // not worth a second request header's worth of bytes
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    files++;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/precompress.mjs <dir>');
  console.log(`precompressed ${precompress(dir)} files in ${dir} (.gz, .br)`);
}
