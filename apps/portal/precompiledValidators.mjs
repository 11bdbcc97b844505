/**
 * The demo's mock checks request bodies against openapi.yaml with ajv, which compiles validators with
 * `new Function` – forbidden by the portal's CSP (no 'unsafe-eval'). For the app's build this plugin swaps the
 * mock's validator module for ajv's standalone code, compiled here in Node: the same schemas and options, no
 * eval in the browser. The built Storybook takes it too (.storybook/main.ts: its image's CSP has no 'unsafe-eval'
 * either); tests and the Storybook dev server keep the runtime ajv (packages/api-client/src/mocks/schemaValidator.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { replacingPlugin } from './replacements.mjs';

// ajv ships CommonJS; required, so its default exports need no interop guessing.
const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default;
const standaloneCode = require('ajv/dist/standalone').default;

const virtualId = '\0kundenportal:precompiled-validators';
const openapiFile = fileURLToPath(
  new URL('../../packages/api-client/src/generated/openapi.json', import.meta.url),
);

/**
 * The schema pointer of every parameter the mock's gate checks (mocks/contractGate.ts): a shared parameter's own
 * (`#/components/parameters/Page/schema`), else its place in its operation.
 */
export function parameterSchemaPointers(openapi) {
  const pointers = new Set();
  const segment = (text) => text.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      (item[method]?.parameters ?? []).forEach((parameter, position) => {
        pointers.add(
          `${parameter.$ref ?? `#/paths/${segment(path)}/${method}/parameters/${position}`}/schema`,
        );
      });
    }
  }
  return [...pointers].sort();
}

/** ajv's runtime helpers as its standalone code require()s them (`ajv/dist/runtime/equal`, `…/ucs2length`). */
const runtimeHelper = /require\("(ajv\/dist\/runtime\/[a-z0-9]+)"\)/g;

/**
 * ajv's ESM output still require()s its small runtime helpers, which a browser module cannot: each becomes an
 * import. Anything it cannot rewrite fails the build here, naming it – a require() left in the code would pass
 * the build and break demo mode at run time (an ajv upgrade that moves, renames or adds a helper) – and so does
 * a helper that is no longer where the rewrite expects it, or no longer has the default export it reads.
 * @param {string} code ajv's standalone code
 * @returns {{ imports: string[], code: string }}
 */
export function ajvRuntimeAsImports(code) {
  /** @type {string[]} */
  const imports = [];
  const rewritten = code.replace(runtimeHelper, (_, path) => {
    let helper;
    try {
      helper = require(path);
    } catch {
      throw new Error(`precompiledValidators: ajv's standalone code requires ${path}, which is not there`);
    }
    if (helper?.default === undefined)
      throw new Error(`precompiledValidators: ${path} has no default export, which ajv's code reads`);
    const binding = `__ajvRuntime${imports.length}`;
    imports.push(`import ${binding} from '${path}';`);
    return `{ default: ${binding} }`;
  });
  const left = /\brequire\s*\(\s*[^)]*\)/.exec(rewritten);
  if (left)
    throw new Error(
      `precompiledValidators: ajv's standalone code has a require() the rewrite does not know: ${left[0]} – ` +
        'a browser module cannot run it; teach ajvRuntimeAsImports that helper',
    );
  return { imports, code: rewritten };
}

/**
 * Standalone validators of every request body and every parameter in the contract, with schemaValidator(name)
 * (bodies, requestBody.ts) and validatorFor(pointer) (parameters, contractGate.ts) as the module's API.
 */
/** @returns {string} */
export function precompiledValidatorsModule() {
  const openapi = JSON.parse(readFileSync(openapiFile, 'utf8'));
  // The options of the mock's runtime validator, plus code generation.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    code: { source: true, esm: true },
  });
  for (const keyword of ['x-assumed', 'example', 'components', 'paths']) ajv.addKeyword(keyword);
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addSchema({ $id: 'openapi.json', components: openapi.components, paths: openapi.paths });
  // Every schema a request body names – in an operation or among components.requestBodies (readBody's names).
  const bodies = new Set();
  const collect = (node) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
        bodies.add(ref.split('/').pop());
      Object.values(node).forEach(collect);
    }
  };
  for (const operations of Object.values(openapi.paths)) {
    for (const operation of Object.values(operations)) collect(operation?.requestBody);
  }
  collect(openapi.components.requestBodies);
  const names = [...bodies].sort();
  const parameters = parameterSchemaPointers(openapi);
  const standalone = standaloneCode(ajv, {
    ...Object.fromEntries(names.map((name) => [name, `openapi.json#/components/schemas/${name}`])),
    ...Object.fromEntries(
      parameters.map((pointer, index) => [`parameter${index}`, `openapi.json${pointer}`]),
    ),
  });
  const { imports, code } = ajvRuntimeAsImports(standalone);
  return [
    ...imports,
    code.replace(/^"use strict";/, ''),
    `const byName = { ${names.join(', ')} };`,
    'export function schemaValidator(name) {',
    '  const validate = byName[name];',
    "  if (!validate) throw new Error('No precompiled validator for ' + name + ': only request bodies have one');",
    '  return validate;',
    '}',
    `const byPointer = { ${parameters.map((pointer, index) => `${JSON.stringify(pointer)}: parameter${index}`).join(', ')} };`,
    'export function validatorFor(pointer) {',
    '  const validate = byPointer[pointer];',
    "  if (!validate) throw new Error('No precompiled validator for ' + pointer + ': only parameters have one');",
    '  return validate;',
    '}',
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function precompiledValidators() {
  return replacingPlugin(
    "the mock's runtime validator (api-client/src/mocks/schemaValidator.ts)",
    (replaced) => ({
      name: 'kundenportal-precompiled-validators',
      enforce: 'pre',
      resolveId(source, importer) {
        const from = importer?.replace(/\\/g, '/') ?? '';
        if (
          source === './schemaValidator' &&
          (from.endsWith('api-client/src/mocks/requestBody.ts') ||
            from.endsWith('api-client/src/mocks/contractGate.ts'))
        ) {
          replaced();
          return virtualId;
        }
        return null;
      },
      load(id) {
        if (id !== virtualId) return null;
        this.addWatchFile(openapiFile);
        return precompiledValidatorsModule();
      },
    }),
  );
}
