/**
 * Build plugins that put other code in place of a module the portal does not own – a dependency's file, Vite's
 * own helper, the mock's runtime validator. Each names its target through `replacingPlugin`: a browser build in
 * which the plugin never met its target fails, naming it, instead of shipping the original in silence (an
 * upgrade moved or renamed the file). The server-side build the prerender runs is not checked (it leaves the
 * dependencies to Node and makes no preload helper), nor is the dev server.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * @param {string} target What the plugin replaces, as the build's error names it.
 * @param {(replaced: () => void) => import('vite').Plugin} define The plugin; its hooks call `replaced()` when
 *   they have put their code in place of the target. Its own `configResolved`, `buildStart` and `buildEnd`
 *   (plain functions) still run.
 * @returns {import('vite').Plugin}
 */
export function replacingPlugin(target, define) {
  let met = false;
  let checked = false;
  const plugin = define(() => {
    met = true;
  });
  const { configResolved, buildStart, buildEnd } = plugin;
  return {
    ...plugin,
    configResolved(config) {
      checked = config.command === 'build' && !config.build.ssr;
      if (typeof configResolved === 'function') return configResolved.call(this, config);
    },
    buildStart(options) {
      met = false;
      if (typeof buildStart === 'function') return buildStart.call(this, options);
    },
    buildEnd(error) {
      if (typeof buildEnd === 'function') buildEnd.call(this, error);
      if (error || !checked || met) return;
      this.error(
        `${target} never came through the build, so nothing was replaced. If an upgrade moved it, point the ` +
          'plugin at its new place; if nothing imports it any more, remove the plugin.',
      );
    },
  };
}

/** @internationalized/date's calendar factory, as its id reads under pnpm (`@internationalized+date@…`) and npm. */
const createCalendarFile = /@internationalized[/+]date\b.*\/dist\/private\/createCalendar\.mjs$/;

/**
 * The portal's seven languages all count days in the Gregorian calendar, so react-aria's date fields get only
 * that one: @internationalized/date's `createCalendar` (which pulls in the Buddhist, Ethiopic, Hebrew, Indian,
 * Islamic, Japanese, Persian and Taiwanese calendars) is replaced by one that makes the Gregorian.
 * @returns {import('vite').Plugin}
 */
export function gregorianCalendarOnly() {
  return replacingPlugin('@internationalized/date/dist/private/createCalendar.mjs', (replaced) => ({
    name: 'kundenportal-gregorian-calendar-only',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: createCalendarFile },
      handler(id) {
        if (!createCalendarFile.test(id)) return null;
        replaced();
        return [
          "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
          'export function createCalendar() { return new GregorianCalendar(); }',
        ].join('\n');
      },
    },
  }));
}

/**
 * React Router's package points every bundler at its development build (warnings, invariant texts); the same
 * modules without them sit beside it in dist/production. The build takes those – and fails when that file is
 * not there or nothing imported `react-router`.
 * @param {string} [reactRouterEntry] The file `react-router` resolves to (react-router-dom's own).
 * @returns {import('vite').Plugin}
 */
export function reactRouterProduction(
  reactRouterEntry = createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router',
  ),
) {
  const production = join(dirname(reactRouterEntry), '../production/index.mjs');
  return replacingPlugin(`react-router (its production build ${production})`, (replaced) => ({
    name: 'kundenportal-react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (!existsSync(production))
        this.error(
          `react-router has no production build at ${production} – point the plugin at its new place, or ` +
            'remove it if the package no longer ships a development build to bundlers.',
        );
    },
    resolveId: {
      filter: { id: /^react-router$/ },
      handler(id) {
        if (id !== 'react-router') return null;
        replaced();
        return production;
      },
    },
  }));
}

/** React Router's production modules (`dist/production/chunk-….mjs`), as their ids read under pnpm and npm. */
const reactRouterChunk = /\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;
/**
 * `var Link = React10.forwardRef(`, `var MemoizedDataRoutes = React3.memo(`, `var AwaitContext =
 * React.createContext(` at a module's top level: a component or context made by a call.
 */
const madeByReact = /^(var|const|let) ([\w$]+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";` at a module's top level: a name for React's developer tools. */
const displayNameAssignment = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * React Router's components made by a call (`forwardRef`: Link, NavLink, Form; `memo`: the data router's routes),
 * its contexts and the developer tools' names given to them read as side effects to a bundler, so every page
 * carried them – and what they use: the framework mode's prefetching, form submission, the view transitions –
 * 4.7 KB gzip that the portal never runs (it draws its links with react-aria's). Marking those calls pure and
 * leaving out the names (React's developer tools show the function's own name instead) lets the build drop what
 * nothing uses; whatever a page does use stays.
 * Fails the build when the production modules never come through it or no longer read as expected.
 * @returns {import('vite').Plugin}
 */
export function reactRouterTreeShakable() {
  return replacingPlugin("react-router's components (dist/production/chunk-….mjs)", (replaced) => ({
    name: 'kundenportal-react-router-tree-shakable',
    apply: 'build',
    transform: {
      filter: { id: reactRouterChunk },
      handler(code, id) {
        if (!reactRouterChunk.test(id)) return null;
        if (!code.includes('forwardRef(')) return null; // a chunk without components
        const pure = code.replace(madeByReact, '$1 $2 = /* @__PURE__ */ $3');
        if (pure === code)
          this.error(
            `${id} makes its components other than as reactRouterTreeShakable (replacements.mjs) expects – update the plugin`,
          );
        replaced();
        // Lines stay where they were (a name's line left empty), so source maps still point into the file.
        return { code: pure.replace(displayNameAssignment, ''), map: null };
      },
    },
  }));
}
