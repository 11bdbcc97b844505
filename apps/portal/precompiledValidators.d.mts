import type { Plugin } from 'vite';
export function precompiledValidatorsModule(): string;
export function precompiledValidators(): Plugin;
/** ajv's require()s of its runtime helpers as imports; throws on any require() it cannot rewrite. */
export function ajvRuntimeAsImports(code: string): { imports: string[]; code: string };
/** The schema pointer of every parameter of the contract, as the mock's gate names them. */
export function parameterSchemaPointers(openapi: {
  paths: Record<string, Record<string, unknown>>;
}): string[];
