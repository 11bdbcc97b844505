import type { Plugin } from 'vite';
export function precompiledValidatorsModule(): string;
export function precompiledValidators(): Plugin;
/** The schema pointer of every parameter of the contract, as the mock's gate names them. */
export function parameterSchemaPointers(openapi: {
  paths: Record<string, Record<string, unknown>>;
}): string[];
