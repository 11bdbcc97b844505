// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandBootScriptHash, contentSecurityPolicy, reactAriaPressStyleHash } from './securityHeaders.mjs';

describe('Content-Security-Policy', () => {
  it("allows the one <style> react-aria's usePress injects – by the hash of the installed version", () => {
    const require = createRequire(import.meta.url);
    const rac = dirname(require.resolve('react-aria-components/package.json'));
    const reactAria = dirname(createRequire(join(rac, 'x.js')).resolve('react-aria/package.json'));
    const source = readFileSync(join(reactAria, 'dist/private/interactions/usePress.js'), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const at = source.indexOf('touch-action: pan-x pan-y pinch-zoom');
    expect(attribute).toBeTruthy();
    expect(at).toBeGreaterThan(0);
    const template = source.slice(source.lastIndexOf('`', at) + 1, source.indexOf('`', at));
    const text = template.replace(/\$\{[^}]+\}/, attribute ?? '').trim();
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(reactAriaPressStyleHash).toBe(hash);
    expect(contentSecurityPolicy()).toContain(`style-src 'self' ${hash};`);
  });

  it('allows the one inline script, the brand boot script of apps/portal/index.html – by its hash', () => {
    const html = readFileSync(join(import.meta.dirname, '../apps/portal/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')}'`;
    expect(brandBootScriptHash).toBe(hash);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash};`);
  });

  it('lets the app connect to its own origin and the configured API only', () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ apiOrigin: 'https://api.example.test' })).toContain(
      "connect-src 'self' https://api.example.test;",
    );
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});
