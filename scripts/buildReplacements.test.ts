// @vitest-environment node
// The app build's plugins that put other code in place of a module it does not own (apps/portal/replacements.mjs)
// must fail the build when their target never comes through it – an upgrade that moves the file would otherwise
// leave the original in the build in silence. The hooks are called as Vite calls them in a browser build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { precompiledValidators } from '../apps/portal/precompiledValidators.mjs';
import { preloadInTurns } from '../apps/portal/preloadInTurns.mjs';
import {
  gregorianCalendarOnly,
  reactRouterProduction,
  reactRouterTreeShakable,
} from '../apps/portal/replacements.mjs';

type Env = { command: 'build' | 'serve'; ssr?: string };

/**
 * Runs a plugin's hooks in the order Vite does (configResolved, buildStart, the one hook that meets or misses
 * the target with `args`, buildEnd) and gives back what that hook returned.
 */
function build(
  plugin: Plugin,
  hook?: 'load' | 'resolveId' | 'transform',
  args: unknown[] = [],
  { command, ssr }: Env = { command: 'build' },
) {
  const context = {
    error(message: string): never {
      throw new Error(`[plugin ${plugin.name}] ${message}`);
    },
  };
  const call = (hook: unknown, ...args: unknown[]) => {
    const handler = typeof hook === 'function' ? hook : (hook as { handler?: unknown } | undefined)?.handler;
    return typeof handler === 'function' ? handler.call(context, ...args) : undefined;
  };
  call(plugin.configResolved, { command, build: { ssr: ssr ?? false } });
  call(plugin.buildStart, {});
  const result = hook ? call(plugin[hook], ...args) : undefined;
  call(plugin.buildEnd);
  return result;
}

const createCalendar =
  '/repo/node_modules/.pnpm/@internationalized+date@3.12.4/node_modules/@internationalized/date/dist/private/createCalendar.mjs';

describe('gregorianCalendarOnly', () => {
  it('replaces createCalendar when the build loads it', () => {
    const plugin = gregorianCalendarOnly();
    const code = build(plugin, 'load', [createCalendar]);
    expect(code).toContain('new GregorianCalendar()');
  });

  it('fails the build when createCalendar never comes through it', () => {
    const plugin = gregorianCalendarOnly();
    expect(() =>
      build(plugin, 'load', [createCalendar.replace('/private/createCalendar', '/createCalendar')]),
    ).toThrow(
      /kundenportal-gregorian-calendar-only\] @internationalized\/date\/dist\/private\/createCalendar\.mjs never came through the build/,
    );
  });

  it('checks neither the prerender’s server build nor the dev server', () => {
    const plugin = gregorianCalendarOnly();
    expect(() => build(plugin, undefined, [], { command: 'build', ssr: 'src/prerender.tsx' })).not.toThrow();
    expect(() => build(plugin, undefined, [], { command: 'serve' })).not.toThrow();
  });
});

describe('reactRouterProduction', () => {
  const empty = mkdtempSync(join(tmpdir(), 'react-router-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it('resolves react-router to its production build, which is there', () => {
    const plugin = reactRouterProduction();
    const resolved = build(plugin, 'resolveId', ['react-router']);
    expect(resolved).toMatch(/react-router\/dist\/production\/index\.mjs$/);
  });

  it('fails the build when the production build is not where it was', () => {
    const plugin = reactRouterProduction(join(empty, 'dist/development/index.mjs'));
    expect(() => build(plugin, 'resolveId', ['react-router'])).toThrow(
      /has no production build at .*\/production\/index\.mjs/,
    );
  });

  it('fails the build when nothing imports react-router', () => {
    const plugin = reactRouterProduction();
    expect(() => build(plugin, 'resolveId', ['react-router-dom'])).toThrow(
      /react-router \(its production build .*\) never came through the build/,
    );
  });
});

describe('reactRouterTreeShakable', () => {
  const chunk =
    '/repo/node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs';
  const source = [
    'var Link = React10.forwardRef(',
    '  function LinkWithRef(props, ref) { return null; }',
    ');',
    'Link.displayName = "Link";',
    'function useHref() {}',
  ].join('\n');

  it("marks React Router's components made by a call pure and leaves out their developer tools' names, line for line", () => {
    const result = build(reactRouterTreeShakable(), 'transform', [source, chunk]) as { code: string };
    expect(result.code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(result.code).not.toContain('displayName');
    expect(result.code.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('fails the build when the components are no longer made as it expects', () => {
    const changed = source.replace(
      'var Link = React10.forwardRef(',
      'var Link = forwardRef(React10.forwardRef)(',
    );
    expect(() => build(reactRouterTreeShakable(), 'transform', [changed, chunk])).toThrow(
      /makes its components other than as reactRouterTreeShakable .* expects/,
    );
  });

  it('fails the build when React Router’s production modules never come through it', () => {
    expect(() =>
      build(reactRouterTreeShakable(), 'transform', [source, chunk.replace('/production/', '/development/')]),
    ).toThrow(/react-router's components .* never came through the build/);
  });
});

describe("the app's other replacements", () => {
  it('preloadInTurns fails the build when Vite’s preload helper never comes through it', () => {
    const plugin = preloadInTurns();
    expect(() => build(plugin)).toThrow(/Vite's preload helper .* never came through the build/);
  });

  it('precompiledValidators replaces the mock’s validator, and fails the build when it is not imported', () => {
    const plugin = precompiledValidators();
    const importer = '/repo/packages/api-client/src/mocks/requestBody.ts';
    const resolved = build(plugin, 'resolveId', ['./schemaValidator', importer]);
    expect(resolved).toBe('\0kundenportal:precompiled-validators');
    expect(() => build(plugin, 'resolveId', ['./schemaValidator', '/repo/other.ts'])).toThrow(
      /the mock's runtime validator .* never came through the build/,
    );
  });
});
