// What each component of @kundenportal/ui costs a consumer: in the throwaway consumer that package-check.mjs
// installs the packed tarball into, esbuild bundles an entry per exported component (`export { X } from
// '@kundenportal/ui'`, minified, React external) – all entries in one call, twice: without the component's lazy
// parts (its dynamic imports) and with them – and we gzip each bundle. The package ships one stylesheet
// (`@kundenportal/ui/styles.css`) that a consumer loads whole; per component we count the part of it the component
// needs – the rules without a class (theme variables, base styles) and the rules whose classes all occur in its JS.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The package's components: its PascalCase runtime exports, as the consumer's Node sees them. */
export function exportedComponents(consumer) {
  const script =
    "const m = await import('@kundenportal/ui'); console.log(JSON.stringify(Object.keys(m).filter((k) => /^[A-Z]/.test(k) && (typeof m[k] === 'function' || m[k]?.$$typeof))))";
  return JSON.parse(
    execFileSync('node', ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' }),
  );
}

/** Index of the brace closing the block opened at `open`, skipping strings. */
function closingBrace(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1);
      if (i < 0) break;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('unbalanced CSS');
}

/** Minified CSS as a tree: statements (`@charset …;`), rules `{ prelude, body }` and blocks `{ prelude, children }`. */
function parseCss(css) {
  const nodes = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    let prelude = css.slice(i, open);
    const statementEnd = prelude.lastIndexOf(';');
    if (statementEnd >= 0) {
      nodes.push({ statement: prelude.slice(0, statementEnd + 1) });
      prelude = prelude.slice(statementEnd + 1);
    }
    const close = closingBrace(css, open);
    const inner = css.slice(open + 1, close);
    prelude = prelude.trim();
    if (/^@(media|supports|layer|container|scope)\b/.test(prelude))
      nodes.push({ prelude, children: parseCss(inner) });
    else nodes.push({ prelude, body: inner });
    i = close + 1;
  }
  return nodes;
}

/** The CSS a component needs: rules without classes, and rules one of whose selectors uses only its classes. */
function usedCss(nodes, tokens, keyframesUsed) {
  let out = '';
  for (const node of nodes) {
    if (node.statement) out += node.statement;
    else if (node.children) {
      const inner = usedCss(node.children, tokens, keyframesUsed);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.prelude.startsWith('@keyframes')) {
      if (keyframesUsed(node.prelude.split(/\s+/)[1])) out += `${node.prelude}{${node.body}}`;
    } else if (node.prelude.startsWith('@')) out += `${node.prelude}{${node.body}}`;
    else {
      const keep = node.prelude.split(',').some((selector) => {
        const classes = selector.match(/\.[_a-zA-Z][\w-]*/g) ?? [];
        return classes.every((c) => tokens.has(c.slice(1)));
      });
      if (keep) out += `${node.prelude}{${node.body}}`;
    }
  }
  return out;
}

/** Leaves every dynamic `import()` out of the bundle: what a page loads before the component is first used. */
const dynamicImportsExternal = {
  name: 'dynamic-imports-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { external: true } : undefined,
    );
  },
};

/**
 * Bundles every component alone in `consumer` (which has the tarball installed) and returns
 * `{ rows: [{ name, js, withLazy, css }], stylesheet }` in gzip bytes.
 */
export async function measureComponentCosts(consumer) {
  const names = exportedComponents(consumer);
  const entries = join(consumer, 'cost-entries');
  mkdirSync(entries, { recursive: true });
  for (const name of names)
    writeFileSync(join(entries, `${name}.js`), `export { ${name} } from '@kundenportal/ui';\n`);
  // The stylesheet a consumer imports, minified the way its bundler would.
  writeFileSync(join(entries, 'styles.css'), "@import '@kundenportal/ui/styles.css';\n");

  // No code splitting: esbuild's splitting keeps every chunk an entry's modules import for evaluation order, so
  // one component would count chunks only other components need. Instead each entry is one file – once with
  // its dynamic imports left out (what it costs up front), once with them inlined (up front and on first use).
  const options = {
    absWorkingDir: consumer,
    entryPoints: names.map((name) => join(entries, `${name}.js`)),
    outdir: join(consumer, 'cost-out'),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    write: false,
    logLevel: 'error',
  };
  const [upFront, withLazy, styles] = await Promise.all([
    build({ ...options, plugins: [dynamicImportsExternal] }),
    build(options),
    build({ ...options, entryPoints: [join(entries, 'styles.css')] }),
  ]);
  const outputOf = (result, name) =>
    result.outputFiles.find((file) => file.path.endsWith(`/${name}.js`)).text;
  const stylesheet = styles.outputFiles.find((file) => file.path.endsWith('.css')).text;
  const tree = parseCss(stylesheet);

  const rows = names.map((name) => {
    const all = outputOf(withLazy, name);
    const tokens = new Set(all.match(/[_a-zA-Z][\w-]*/g));
    const css = usedCss(tree, tokens, () => false);
    // Keyframes count when a kept rule animates with them.
    const withKeyframes = usedCss(tree, tokens, (keyframes) => css.includes(keyframes));
    return { name, js: gzip(outputOf(upFront, name)), withLazy: gzip(all), css: gzip(withKeyframes) };
  });
  return { rows, stylesheet: gzip(stylesheet) };
}

/** Prints the table and returns the budget faults (a component over budget, or one without a budget). */
export function checkBudgets({ rows, stylesheet }, budgets) {
  const faults = [];
  const verdict = (bytes, budget, what) => {
    if (budget === undefined) return 'no budget';
    if (bytes > budget) {
      faults.push(`${what}: ${bytes} B gzip, budget ${budget} B (${bytes - budget} B over)`);
      return `OVER by ${bytes - budget} B`;
    }
    return 'ok';
  };
  const header = ['component', 'JS', 'JS with lazy parts', 'CSS used', 'budget JS / CSS', ''];
  const lines = rows.map(({ name, js, withLazy, css }) => {
    const budget = budgets.components[name];
    if (!budget) faults.push(`${name}: no budget in packages/ui/bundle-budgets.json`);
    const state = budget
      ? [verdict(withLazy, budget.js, `${name} JS`), verdict(css, budget.css, `${name} CSS`)]
          .filter((s) => s !== 'ok')
          .join(', ') || 'ok'
      : 'no budget';
    return [
      name,
      kb(js),
      withLazy > js ? kb(withLazy) : '–',
      kb(css),
      budget ? `${kb(budget.js)} / ${kb(budget.css)}` : '–',
      state,
    ];
  });
  for (const name of Object.keys(budgets.components)) {
    if (!rows.some((row) => row.name === name))
      faults.push(`${name}: has a budget but is no longer exported – remove it from bundle-budgets.json`);
  }
  const sheetState = verdict(stylesheet, budgets.stylesheet, 'styles.css');
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log(
    `\nstyles.css (every component and both themes, one file a consumer loads once): ${kb(stylesheet)} gzip, budget ${kb(budgets.stylesheet)} – ${sheetState}`,
  );
  console.log(
    'JS: the component alone, minified, React external, gzip, as a page loads it; with lazy parts: plus what it loads\n' +
      'on first use (its react-aria overlay or field code). CSS used: the part of styles.css it needs (theme variables\n' +
      'and base rules included). Budgets apply to the JS with lazy parts and to the CSS used.',
  );
  return faults;
}

export function readBudgets(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
