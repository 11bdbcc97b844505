/**
 * Every request the client sends must be one openapi.yaml describes: a known path and method, declared
 * query parameters and headers, and a JSON body that validates against the operation's schema.
 */
import Ajv2020 from 'ajv/dist/2020';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import openapiJson from '../generated/openapi.json';
import { type ApiClient, createApiClient } from './createApiClient';
import {
  BASE_URL,
  createFakeBackend,
  createMemoryStore,
  json,
  type RecordedRequest,
} from './fakeBackend.testing';

interface Parameter {
  [key: string]: unknown;
  $ref?: string;
  name?: string;
  in?: string;
}
interface Operation {
  [key: string]: unknown;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, unknown> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
}

const document: OpenApiDocument = openapiJson;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('date-time', { validate: (value: string) => !Number.isNaN(Date.parse(value)) });
ajv.addSchema(document, 'openapi.json');

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// Literal templates first, so `/registrations/activation` wins over `/registrations/{id}`.
const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

function resolveParameter(parameter: Parameter): Parameter {
  const name = parameter.$ref?.replace('#/components/parameters/', '');
  return (name && document.components.parameters[name]) || parameter;
}

/** The problems with one request, as readable strings; empty when it matches the contract. */
function contractViolations(request: RecordedRequest): string[] {
  const label = `${request.method} ${request.path}`;
  const match = templates.find(
    ({ template, pattern }) =>
      pattern.test(request.path) && document.paths[template]?.[request.method.toLowerCase()],
  );
  const operation = match && document.paths[match.template]?.[request.method.toLowerCase()];
  if (!match || !operation) return [`${label}: no such operation`];

  const problems: string[] = [];
  const declared = (operation.parameters ?? []).map(resolveParameter);
  const declaredIn = (where: string) =>
    declared.filter((p) => p.in === where).map((p) => p.name?.toLowerCase());

  for (const key of new URLSearchParams(request.search).keys()) {
    // deepObject (`filter[email]`) is declared by its base name; the export's bracket arrays by their full name.
    const base = key.split('[')[0]?.toLowerCase();
    const query = declaredIn('query');
    if (!query.includes(base) && !query.includes(key.toLowerCase())) {
      problems.push(`${label}: undeclared query parameter ${key}`);
    }
  }
  if (request.headers.has('Idempotency-Key') && !declaredIn('header').includes('idempotency-key')) {
    problems.push(`${label}: Idempotency-Key is not declared`);
  }

  const body = operation.requestBody;
  if (request.body === '') {
    if (body) problems.push(`${label}: body missing`);
    return problems;
  }
  if (!body) return [...problems, `${label}: body not expected`];
  const bodyPointer = body.$ref
    ? `${body.$ref.slice(1)}/content/application~1json/schema`
    : `/paths/${escapePointer(match.template)}/${request.method.toLowerCase()}/requestBody/content/application~1json/schema`;
  const validate = ajv.compile({ $ref: `openapi.json#${bodyPointer}` });
  if (!validate(JSON.parse(request.body))) {
    problems.push(`${label}: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}

let backend: ReturnType<typeof createFakeBackend>;
let client: ApiClient;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  backend = createFakeBackend();
  client = createApiClient({ baseUrl: BASE_URL, fetch: backend.fetch, sessionStore: createMemoryStore() });
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

describe('requests match openapi.yaml', () => {
  it('the contract check itself rejects a wrong body, an unknown path and an undeclared parameter', () => {
    const request = (method: string, path: string, body = '', search = ''): RecordedRequest => ({
      method,
      path,
      search,
      headers: new Headers(),
      body,
    });
    expect(contractViolations(request('POST', '/auth/refresh', '{"refreshToken":"x"}'))).toHaveLength(1);
    expect(contractViolations(request('GET', '/nowhere'))).toEqual(['GET /nowhere: no such operation']);
    expect(contractViolations(request('GET', '/roles', '', '?foo=1'))).toHaveLength(1);
  });

  it('auth, basket, favourites, order, document, SDS and registration requests validate', async () => {
    backend.on('POST', '/auth/magic/login', () => json({ token: 'a', refresh_token: 'b', expires_in: 60 }));
    await client.session.login('kunde@example.com', 'geheim#123');
    await client.session.loginWithMagicToken('magic-token-123');
    vi.setSystemTime(new Date('2025-03-01T08:01:00Z'));
    await client.ensureFreshToken();

    const items = [{ productId: '10004711', amount: 25, unit: 'KG' }];
    await client.POST('/basket', {
      params: { query: { language: 'de' } },
      body: { product_list_add: { customerId: 100234, items } },
    });
    await client.POST('/product-list', { body: { product_list_add: { customerId: 100234, items } } });
    await client.GET('/basket', { params: { query: { customer: 100234, language: 'en' } } });
    await client.POST('/order', {
      params: { query: { language: 'de' } },
      body: {
        order_create: {
          type: 'order',
          customerId: 100234,
          positions: [{ productId: '10004711', description: 'Natriumchlorid', amount: 25, unit: 'KG' }],
          deliveryDate: '2025-03-10',
          recipient: { identicalToOrderer: true },
          termsAgreement: true,
          priceConditionsAgreement: true,
        },
      },
    });
    await client.POST('/orders/{id}/{positionId}/document', {
      params: { path: { id: '4500012345', positionId: 10 }, query: { language: 'de' } },
      body: { required_document: { documents: ['certificate'], offtopicMessage: 'Bitte mit Chargennummer' } },
    });
    await client.POST('/file', {
      params: { query: { language: 'de' } },
      body: {
        file_request: { productId: '10004711', reason: 'Neue Version', country: 'DEU', language: 'de' },
      },
    });
    await client.POST('/registrations', {
      params: { query: { language: 'de' } },
      body: {
        registration: {
          customerType: 'existing_customer',
          email: 'neu@example.com',
          emailConfirmation: 'neu@example.com',
          password: 'geheim#123',
          passwordConfirmation: 'geheim#123',
          salutation: 'miss',
          lastName: 'Muster',
          firstName: 'Erika',
          companyName: 'Muster GmbH',
          customerNumber: '100234;100235',
          phoneNumber: '+49 30 123456',
          language: 'de',
        },
      },
    });
    await client.exportUsers({ customer_number: '100234', role: 'ROLE_SALES' }, 'de');
    await client.DELETE('/files/{id}', { params: { path: { id: 17 } } });

    const sent = backend.requests.map((r) => `${r.method} ${r.path}`);
    expect(sent).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/magic/login',
        'POST /auth/refresh',
        'POST /basket',
      ]),
    );
    expect(sent).toHaveLength(12);
    expect(backend.requests.flatMap(contractViolations)).toEqual([]);
  });
});
