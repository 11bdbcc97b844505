/** Reads and validates request bodies like the backend's forms: 400 for unreadable JSON, 422 with field errors. */
import type { components } from '../generated/schema';
import { type FieldError, fails } from './errors';
import type { ErrorObject, SchemaName } from './schemaValidator';

// Symfony-style validator messages, as the backend would send them.
function messageFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'Dieser Wert sollte nicht leer sein.';
    case 'minLength':
      return error.params.limit === 1
        ? 'Dieser Wert sollte nicht leer sein.'
        : 'Diese Zeichenkette ist zu kurz.';
    case 'maxLength':
      return 'Diese Zeichenkette ist zu lang.';
    case 'enum':
      return 'Der Wert ist keine gültige Auswahl.';
    case 'const':
      return 'Bitte bestätigen Sie dieses Feld.';
    case 'format':
      return error.params.format === 'email'
        ? 'Diese E-Mail-Adresse ist ungültig.'
        : 'Dieser Wert ist ungültig.';
    case 'pattern':
      return 'Dieser Wert ist ungültig.';
    case 'additionalProperties':
      return 'Dieses Formular sollte keine zusätzlichen Felder enthalten.';
    case 'minItems':
      return 'Diese Sammlung sollte mindestens einen Eintrag enthalten.';
    case 'type':
      return 'Dieser Wert hat den falschen Typ.';
    case 'false schema':
      return 'Dieses Feld ist hier nicht erlaubt.';
    default:
      return 'Dieser Wert ist ungültig.';
  }
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.join('.');
}

/** Turns ajv errors into one field error per field; composition keywords only repeat their causes. */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (['if', 'then', 'allOf', 'anyOf', 'oneOf', 'not'].includes(error.keyword)) continue;
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: messageFor(error) });
  }
  return result;
}

/** Secrets are taken as typed: a password may begin or end with a space, a token is opaque. */
const verbatim = /password|token/i;

/**
 * Every string of a body trimmed before it is validated and stored (the contract's "Bounds"): a name of three
 * spaces is empty and refused by `minLength: 1`, instead of passing and being stored as "".
 */
function trimmed(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return verbatim.test(key) ? value : value.trim();
  if (Array.isArray(value)) return value.map((entry) => trimmed(entry, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, trimmed(inner, name)]));
  return value;
}

export async function readBody<Name extends SchemaName>(
  request: Request,
  schema: Name,
): Promise<components['schemas'][Name]> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return fails.badRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
  const normalised = trimmed(body);
  // Loaded on the first request with a body: the demo's first paint does not wait for ajv and the spec.
  const { schemaValidator } = await import('./schemaValidator');
  const validate = schemaValidator(schema);
  if (!validate(normalised)) fails.validation(toFieldErrors(validate.errors ?? []));
  return normalised as components['schemas'][Name];
}
