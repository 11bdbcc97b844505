#!/usr/bin/env node
/**
 * The built Storybook's nginx site (deploy/nginx/storybook.conf.template) for one build: its CSP names the
 * hashes of that build's inline scripts, so the template is rendered beside the build – by deploy/Dockerfile's
 * storybook stages and by scripts/storybook-check.mjs, which opens its sample of stories through it.
 *
 *   node scripts/storybookSite.mjs render storybook-static --listen 8080 --root /srv/storybook > storybook.conf
 *   node scripts/storybookSite.mjs serve storybook-static [port]   # Debian's nginx, as the image serves it
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';
import { runNginx } from './nginx.mjs';

export const storybookTemplate = 'deploy/nginx/storybook.conf.template';

/**
 * CSP sources for every inline <script> (one without src) of the build's HTML files, index.html (the manager)
 * and iframe.html (the preview): Storybook writes its globals there, so they differ from build to build.
 */
export function inlineScriptHashes(dir) {
  const hashes = new Set();
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()) {
    const html = readFileSync(join(dir, name), 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc\s*=/i.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** Fills the template's placeholders; a value that could break out of the configuration is refused. */
export function renderStorybookSite({ LISTEN, ROOT, SCRIPT_HASHES }) {
  const values = { LISTEN, ROOT, SCRIPT_HASHES };
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') throw new Error(`${key} is missing`);
    if (
      key === 'SCRIPT_HASHES' ? !/^('sha256-[A-Za-z0-9+/]+=*'( |$))*$/.test(value) : /["'\s;{}]/.test(value)
    )
      throw new Error(`${key} must not contain quotes, spaces, ; or braces`);
  }
  const template = readFileSync(join(root, storybookTemplate), 'utf8');
  return template.replace(/\$\{(LISTEN|ROOT|SCRIPT_HASHES)\}/g, (_, key) => values[key]);
}

/** The site for the build in `dir`, served from `rootDir` (where the build lies on the host that serves it). */
export function storybookSite(dir, { listen, rootDir = resolve(dir) }) {
  return renderStorybookSite({
    LISTEN: String(listen),
    ROOT: rootDir,
    SCRIPT_HASHES: inlineScriptHashes(dir).join(' '),
  });
}

/** Serves the build in `dir` with Debian's nginx and the image's site on 127.0.0.1:<port> (0: a free one). */
export function startStorybookNginx({ port = 0, dir }) {
  return runNginx({
    port,
    readyPath: '/index.json',
    site: (_, at) => storybookSite(dir, { listen: `127.0.0.1:${at}` }),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { listen: { type: 'string' }, root: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, dir, port] = positionals;
  if (command === 'render' && dir && values.listen) {
    const rootDir = values.root ?? resolve(dir);
    process.stdout.write(storybookSite(dir, { listen: values.listen, rootDir }));
  } else if (command === 'serve' && dir) {
    const { stop, port: at } = await startStorybookNginx({ port: Number(port ?? 6008), dir: resolve(dir) });
    console.log(`nginx serves ${dir} at http://127.0.0.1:${at}/ (${storybookTemplate}) – Ctrl+C to stop`);
    process.once('SIGINT', () => stop().then(() => process.exit(0)));
    process.once('SIGTERM', () => stop().then(() => process.exit(0)));
  } else {
    console.error(
      'usage: node scripts/storybookSite.mjs render <dir> --listen <port> [--root <dir>]\n' +
        '       node scripts/storybookSite.mjs serve <dir> [port]',
    );
    process.exit(2);
  }
}
