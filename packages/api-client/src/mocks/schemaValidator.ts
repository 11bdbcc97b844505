/** Validates values against schemas of openapi.json with ajv (JSON Schema 2020-12, as used by OpenAPI 3.1). */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import openapi from '../generated/openapi.json';
import type { components } from '../generated/schema';

export type SchemaName = keyof components['schemas'];

let ajv: Ajv2020 | undefined;
const cache = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (ajv) return ajv;
  // OpenAPI annotations are not JSON Schema keywords; declaring them keeps strict mode on for real typos.
  ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  ajv.addKeyword('x-assumed');
  ajv.addKeyword('example');
  // The whole document is registered so refs like #/components/schemas/X and #/paths/… resolve.
  ajv.addKeyword('components');
  ajv.addKeyword('paths');
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addSchema({ $id: 'openapi.json', components: openapi.components, paths: openapi.paths });
  return ajv;
}

/** A validator for a JSON pointer into openapi.json, e.g. `#/components/schemas/Order`. */
export function validatorFor(pointer: string): ValidateFunction {
  const cached = cache.get(pointer);
  if (cached) return cached;
  const validate = instance().getSchema(`openapi.json${pointer}`);
  if (!validate) throw new Error(`No schema at ${pointer} in openapi.json`);
  cache.set(pointer, validate);
  return validate;
}

export function schemaValidator(name: SchemaName): ValidateFunction {
  return validatorFor(`#/components/schemas/${name}`);
}

export type { ErrorObject };
