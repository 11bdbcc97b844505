// The checks of the answers the portal reads, generated from openapi.yaml (run by scripts/openapi.mjs with the
// other generated files; its `check` fails when the module is stale). What the portal reads of each operation's
// answer is listed in packages/portal-features/src/domain/api/answerReads.json; the type of each field read – its
// JSON type, whether it may be missing or null, the values of an enum – comes from the contract, never by hand.
// Only the fields read are checked: the contract's full validator (the mock's ajv) is far too large for the pages.
//
// answerReads.json: `{ "<operationId>": [<read>, …] }`, the reads applying to the 200 answer (to each entry of
// an array answer). A read is a field's name (`"id"`), a field read as plain text or number whatever the
// contract enumerates (`"name:type"` – shown as sent, an unknown value is no fault), or an object field with the
// reads of its object, or of each entry of its array (`{ "customer": ["id", "name"] }`).

/** The checks' TypeScript modules by name (`generated/<name>.ts`: one an answer, one a part several read). */
export function answerCheckModules(openapi, reads) {
  const reader = contractReader(openapi);
  const writer = checkWriter(reader);
  const operations = {};
  for (const [path, item] of Object.entries(openapi.paths))
    for (const [method, operation] of Object.entries(item))
      if (operation?.operationId) operations[operation.operationId] = { method, path, operation };

  const answers = [];
  for (const [operationId, fields] of Object.entries(reads)) {
    if (operationId.startsWith('$')) continue;
    const found = operations[operationId];
    if (!found) throw new Error(`answerChecks: no operation '${operationId}' in openapi.yaml`);
    const answer = reader.resolveRef(found.operation.responses?.['200']);
    const schema = answer?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`answerChecks: ${operationId} has no JSON answer 200 in openapi.yaml`);
    writer.readingFor(operationId);
    const of = schema.$ref ? ` (${reader.refName(schema.$ref)})` : '';
    answers.push({
      operationId,
      code: writer.check(schema, fields, operationId),
      what: `${found.method.toUpperCase()} ${found.path}${of}`,
    });
  }

  const named = [...writer.named.values()];
  const moduleOf = moduleWriter(named);
  const ownModule = (entry) => entry.uses.size > 1;
  const modules = {};
  for (const entry of named.filter(ownModule))
    modules[entry.name] = moduleOf(
      undefined,
      `/** ${reader.refName(entry.ref)} as the answers that hold one are read. */\nexport const ${entry.name}: AnswerCheck = /* @__PURE__ */ ${entry.code};`,
    );
  for (const { operationId, code, what } of answers)
    modules[operationId] = moduleOf(
      operationId,
      `/** ${what}: the fields the portal reads of its answer. */\nexport const ${operationId}Answer: AnswerCheck = /* @__PURE__ */ ${code};`,
    );
  return modules;
}

/** What the contract says of a schema: resolved, its allOf merged, its JSON types and its enum's values. */
function contractReader(openapi) {
  const refName = (ref) => ref.replace('#/components/schemas/', '');
  const resolveRef = (node) => {
    if (typeof node?.$ref !== 'string') return node;
    const target = node.$ref
      .split('/')
      .slice(1)
      .reduce((at, key) => at?.[key], openapi);
    if (!target) throw new Error(`answerChecks: ${node.$ref} is not in openapi.yaml`);
    return resolveRef(target);
  };

  /** A schema with its allOf parts merged: their properties and required fields together. */
  const merged = (schema) => {
    const resolved = resolveRef(schema);
    if (!resolved?.allOf) return resolved;
    const parts = resolved.allOf.map(merged);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => part.required ?? []),
    };
  };

  const typesOf = (schema) => {
    const s = merged(schema);
    if (s.oneOf || s.anyOf) return [...new Set((s.oneOf ?? s.anyOf).flatMap(typesOf))];
    return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  };
  const enumOf = (schema) => {
    const s = merged(schema);
    if (s.oneOf || s.anyOf) {
      const parts = (s.oneOf ?? s.anyOf).map(enumOf);
      return parts.every(Array.isArray) ? parts.flat() : undefined;
    }
    return s.enum;
  };

  return { refName, resolveRef, merged, typesOf, enumOf };
}

/** The check of what is read of a schema, as code; named checks (`«name»`) are kept apart in `named`. */
function checkWriter({ refName, resolveRef, merged, typesOf, enumOf }) {
  /**
   * A component schema read the same way in several places (an order in the list and alone, a file of an order
   * and of the documents) is one named check: a module of its own where several answers read it (so a chunk
   * holding two of them carries it once), a constant where one answer reads it twice, else written in place.
   */
  const named = new Map();
  let done = 0;
  let reading = '';
  const readingFor = (operationId) => {
    reading = operationId;
  };
  const viaName = (schema, fields, where, typeOnly) => {
    const key = JSON.stringify([schema.$ref, fields, typeOnly]);
    let entry = named.get(key);
    if (!entry) {
      const base = refName(schema.$ref).replace(/^./, (first) => first.toLowerCase());
      const taken = [...named.values()].filter((other) => other.base === base).length;
      entry = { base, name: taken ? `${base}${taken + 1}` : base, ref: schema.$ref, uses: new Map() };
      named.set(key, entry);
      entry.code = check(resolveRef(schema), fields, where, typeOnly);
      entry.done = done++;
    }
    entry.uses.set(reading, (entry.uses.get(reading) ?? 0) + 1);
    return `«${entry.name}»`;
  };

  /** The check of a value of `schema`, reading `fields` of it (of each entry, for an array). */
  const check = (schema, fields, where, typeOnly = false) => {
    if (schema.$ref && fields && typesOf(schema).includes('object'))
      return viaName(schema, fields, where, typeOnly);
    const types = typesOf(schema).filter((type) => type !== 'null');
    if (types.length !== 1) throw new Error(`answerChecks: ${where} has no single type in openapi.yaml`);
    const [type] = types;
    const s = merged(schema);
    if (type === 'array') return `listOf(${check(s.items, fields, `${where}[]`, typeOnly)})`;
    if (type === 'object') {
      if (!fields) throw new Error(`answerChecks: ${where} is an object – say which of its fields are read`);
      return `hasFields({ ${fields.map((read) => field(s, read, where)).join(', ')} })`;
    }
    if (fields) throw new Error(`answerChecks: ${where} is of type ${type}, which has no fields to read`);
    const values = typeOnly ? undefined : enumOf(schema);
    if (values) return `oneOf(${JSON.stringify(values).replaceAll('"', "'").replaceAll(',', ', ')})`;
    const leaf = { string: 'isString', integer: 'isInteger', number: 'isNumber', boolean: 'isBoolean' }[type];
    if (!leaf) throw new Error(`answerChecks: ${where} is of type ${type}, which no check knows`);
    return leaf;
  };

  /** `name: check` for one read of an object schema: missing or null only where the contract allows it. */
  const field = (object, read, where) => {
    const [name, nested] = typeof read === 'string' ? [read, undefined] : Object.entries(read)[0];
    const [key, mode] = name.split(':');
    const property = object.properties?.[key];
    if (!property) throw new Error(`answerChecks: ${where} has no field '${key}' in openapi.yaml`);
    const path = `${where}.${key}`;
    const own = check(property, nested, path, mode === 'type');
    const mayLack = !(object.required ?? []).includes(key) || typesOf(property).includes('null');
    return `${key}: ${mayLack ? `optional(${own})` : own}`;
  };

  return { check, named, readingFor };
}

/** A module's text: its named checks in reading order, each after those it reads, then its export. */
function moduleWriter(named) {
  const byName = new Map(named.map((entry) => [entry.name, entry]));
  const ownModule = (entry) => entry.uses.size > 1;
  return (operationId, exported) => {
    const imports = new Set();
    const constants = new Set();
    const render = (text) =>
      text.replace(/«(\w+)»/g, (_, name) => {
        const entry = byName.get(name);
        if (ownModule(entry)) {
          imports.add(name);
          return name;
        }
        if (operationId && entry.uses.get(operationId) > 1) {
          constants.add(entry);
          return name;
        }
        return render(entry.code);
      });
    // A call is marked pure, so a chunk that reads none of the module's checks drops it.
    const exportLine = render(exported).replace('/* @__PURE__ */ ', (mark, at, text) =>
      text.slice(at + mark.length).includes('(') ? mark : '',
    );
    const constantLines = [...constants]
      .sort((a, b) => a.done - b.done)
      .map((entry) => `const ${entry.name} = /* @__PURE__ */ ${render(entry.code)};`);
    const body = [...constantLines, exportLine].join('\n');
    const helpers = [
      ...new Set(body.match(/\b(hasFields|listOf|oneOf|optional|isString|isInteger|isNumber|isBoolean)\b/g)),
    ];
    return [
      '/**',
      ' * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).',
      ' * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a',
      " * part several answers read), so each page's chunk carries only the checks of the answers it reads.",
      ' */',
      helpers.length > 0
        ? `import { type AnswerCheck, ${helpers.sort().join(', ')} } from '../answerCheck';`
        : "import type { AnswerCheck } from '../answerCheck';",
      ...[...imports].sort().map((name) => `import { ${name} } from './${name}';`),
      '',
      body,
      '',
    ].join('\n');
  };
}
