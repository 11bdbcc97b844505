// @vitest-environment node
// The app build's eval-free validators (apps/portal/precompiledValidators.mjs) must judge request bodies exactly like the
// mock's runtime ajv that tests and Storybook use.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ajvRuntimeAsImports, precompiledValidatorsModule } from '../apps/portal/precompiledValidators.mjs';
import { operationDeclarations } from '../packages/api-client/src/mocks/contractGate';
import {
  validatorFor as runtimeParameterValidator,
  schemaValidator as runtimeValidator,
} from '../packages/api-client/src/mocks/schemaValidator';

// Beside the app, so the generated module's imports of ajv's runtime helpers resolve.
const file = join(process.cwd(), 'apps/portal', `.precompiled-validators-${process.pid}.test-tmp.mjs`);
afterAll(() => rmSync(file, { force: true }));

describe('precompiled request validators', () => {
  it('contain no eval and agree with the runtime validator', async () => {
    const code = precompiledValidatorsModule();
    expect(code).not.toMatch(/new Function|\beval\(/);
    writeFileSync(file, code);
    const precompiled = (await import(pathToFileURL(file).href)) as {
      schemaValidator(name: string): ((data: unknown) => boolean) & { errors?: unknown };
    };
    const samples: [string, unknown][] = [
      ['LoginCredentials', { email: 'kunde@kundenportal.example', password: 'Demo1234!' }],
      ['LoginCredentials', { email: 'kein-mail', password: '' }],
      ['LoginCredentials', { email: 'a@b.de' }],
      ['ProductListAddRequest', { product_list_add: { customerId: 1, items: [] } }],
      ['ProductListAddRequest', { product_list_add: { customerId: 'x' } }],
      ['RefreshRequest', { refresh_token: 'abc' }],
      ['RefreshRequest', { refresh_token: 1, extra: true }],
    ];
    for (const [name, body] of samples) {
      const runtime = runtimeValidator(name as 'LoginCredentials');
      const built = precompiled.schemaValidator(name);
      expect(built(body), `${name} ${JSON.stringify(body)}`).toBe(runtime(body));
      expect(built.errors ?? null).toEqual(runtime.errors ?? null);
    }
    expect(() => precompiled.schemaValidator('Order')).toThrow(/No precompiled validator/);
    // Every body a mock handler reads has its precompiled validator (else the demo would fail on that call).
    const handlers = join(process.cwd(), 'packages/api-client/src/mocks');
    const read = new Set<string>();
    for (const name of readdirSync(handlers, { recursive: true })) {
      if (!String(name).endsWith('.ts')) continue;
      const source = readFileSync(join(handlers, String(name)), 'utf8');
      for (const match of source.matchAll(/readBody\(\s*request,\s*'([A-Za-z]+)'/g)) read.add(match[1] ?? '');
    }
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(() => precompiled.schemaValidator(name), name).not.toThrow();
  });

  it('hold every parameter the gate of the mock checks, judged as the runtime judges it', async () => {
    const precompiled = (await import(`${pathToFileURL(file).href}?parameters`)) as {
      validatorFor(pointer: string): ((data: unknown) => boolean) & { errors?: unknown };
    };
    const pointers = operationDeclarations.flatMap((operation) =>
      operation.parameters.map((parameter) => parameter.schemaPointer),
    );
    expect(pointers.length).toBeGreaterThan(40);
    for (const pointer of pointers) expect(() => precompiled.validatorFor(pointer), pointer).not.toThrow();
    const samples: [string, unknown][] = [
      ['#/components/parameters/Limit/schema', 15],
      ['#/components/parameters/Limit/schema', 101],
      ['#/components/parameters/Page/schema', 0],
      ['#/components/parameters/IdempotencyKey/schema', 'k'.repeat(256)],
    ];
    for (const [pointer, value] of samples) {
      const built = precompiled.validatorFor(pointer);
      const runtime = runtimeParameterValidator(pointer);
      expect(built(value), `${pointer} ${value}`).toBe(runtime(value));
      expect(built.errors ?? null).toEqual(runtime.errors ?? null);
    }
  });

  it("fail the build when ajv's code requires what the rewrite does not know, instead of breaking demo mode", () => {
    const known = ajvRuntimeAsImports('const equal = require("ajv/dist/runtime/equal").default;');
    expect(known.imports).toEqual(["import __ajvRuntime0 from 'ajv/dist/runtime/equal';"]);
    expect(known.code).toBe('const equal = { default: __ajvRuntime0 }.default;');
    // A helper of another folder (an upgrade moved it), one that is not there, and a require() of any other form.
    expect(() => ajvRuntimeAsImports('const u = require("ajv/dist/compile/ucs2length");')).toThrow(
      /require\("ajv\/dist\/compile\/ucs2length"\)/,
    );
    expect(() => ajvRuntimeAsImports('const x = require("ajv/dist/runtime/gone").default;')).toThrow(
      /ajv\/dist\/runtime\/gone, which is not there/,
    );
    expect(() => ajvRuntimeAsImports("const y = require('ajv/dist/runtime/equal');")).toThrow(/require\(/);
  });
});
