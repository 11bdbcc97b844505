// @vitest-environment node
// The answer checks are generated from the contract (scripts/answerChecks.mjs): the type of each field read comes
// from openapi.yaml, and every mistake in what answerReads.json says is read fails the generation, naming it.
import { describe, expect, it } from 'vitest';
import { answerCheckModules } from './answerChecks.mjs';

const contract = {
  paths: {
    '/things': {
      get: { operationId: 'listThings', responses: { '200': { $ref: '#/components/responses/Things' } } },
    },
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        },
      },
    },
  },
  components: {
    responses: {
      Things: {
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Page' },
                {
                  type: 'object',
                  required: ['results'],
                  properties: { results: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
                },
              ],
            },
          },
        },
      },
    },
    schemas: {
      Page: { type: 'object', required: ['page'], properties: { page: { type: 'integer' } } },
      Kind: { type: 'string', enum: ['a', 'b'] },
      Part: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
      Thing: {
        type: 'object',
        required: ['id', 'kind', 'price', 'parts', 'main'],
        properties: {
          id: { type: 'integer' },
          kind: { $ref: '#/components/schemas/Kind' },
          label: { oneOf: [{ $ref: '#/components/schemas/Kind' }, { type: 'string', enum: ['c'] }] },
          price: { type: ['number', 'null'] },
          parts: { type: 'array', items: { $ref: '#/components/schemas/Part' } },
          main: { $ref: '#/components/schemas/Part' },
        },
      },
    },
  },
};

const generated = (reads: Record<string, unknown>) =>
  answerCheckModules(contract, reads) as Record<string, string>;

describe('answer checks generated from the contract', () => {
  it("take each field's type from the contract: enums, integers, null and missing where allowed, allOf merged", () => {
    const { getThing, listThings } = generated({
      getThing: ['id', 'kind', 'label', 'price'],
      listThings: ['page', { results: ['id', 'label:type'] }],
    });
    expect(getThing).toContain(
      "hasFields({ id: isInteger, kind: oneOf(['a', 'b']), label: optional(oneOf(['a', 'b', 'c'])), price: optional(isNumber) })",
    );
    // A field read as plain text is checked for its type only.
    expect(listThings).toContain(
      'hasFields({ page: isInteger, results: listOf(hasFields({ id: isInteger, label: optional(isString) })) })',
    );
    expect(listThings).toContain(
      "import { type AnswerCheck, hasFields, isInteger, isString, listOf, optional } from '../answerCheck';",
    );
  });

  it('name a component read the same way twice once, before what reads it', () => {
    const { getThing } = generated({ getThing: [{ parts: ['id'] }, { main: ['id'] }] });
    expect(getThing).toContain('const part = /* @__PURE__ */ hasFields({ id: isString });');
    expect(getThing).toContain('hasFields({ parts: listOf(part), main: part })');
  });

  it('give a component several answers read the same way a module of its own, which they import', () => {
    const modules = generated({
      getThing: ['kind', { main: ['id'] }],
      listThings: ['page', { results: ['id', { main: ['id'] }] }],
    });
    expect(modules.part).toContain(
      'export const part: AnswerCheck = /* @__PURE__ */ hasFields({ id: isString });',
    );
    expect(modules.getThing).toContain("import { part } from './part';");
    expect(modules.listThings).toContain('results: listOf(hasFields({ id: isInteger, main: part }))');
  });

  it('fail, naming it, on an operation, a field or a read the contract does not have', () => {
    expect(() => generated({ getThings: ['id'] })).toThrow("no operation 'getThings'");
    expect(() => generated({ getThing: ['colour'] })).toThrow("getThing has no field 'colour'");
    expect(() => generated({ getThing: ['main'] })).toThrow(
      'getThing.main is an object – say which of its fields are read',
    );
    expect(() => generated({ getThing: [{ id: ['x'] }] })).toThrow(
      'getThing.id is of type integer, which has no fields to read',
    );
  });
});
