// One call of api:verify (scripts/apiVerify.mjs) as the portal makes it – its language, bearer token,
// Idempotency-Key and, across origins, the browser's CORS preflight – within the portal's read deadline, and every
// check of the answer against the contract: listed and expected status, content type, body schema, CORS.
import { randomUUID } from 'node:crypto';
import { answerCorsProblems, preflightProblems } from './apiVerifyCors.mjs';
import { listedStatuses, operationById, responseOf, schemaName } from './openapiOperations.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `call(operationId, options)`: one call as the portal makes it, checked; notes the outcome in the operation's
 * row unless `record` is false, and resolves with `{ ok, result, reason, status?, data? }`. `expect`: the statuses
 * that pass (default: the operation's 2xx); `binary` for file downloads; `passed` the reason noted when it passes.
 * `accessToken` gives the bearer token of the login (scripts/apiVerifySession.mjs).
 */
export function createCaller({
  base,
  origin,
  crossOrigin,
  language,
  validatorFor,
  readDeadlineMs,
  fetchFn,
  note,
  accessToken,
}) {
  return async function call(
    operationId,
    { path, query = {}, body, auth = true, expect, binary = false, record = true, passed } = {},
  ) {
    const operation = operationById(operationId);
    const url = urlOf(base + (path ?? operation.path), operation, query, language);
    const headers = {
      ...(auth && { authorization: `Bearer ${await accessToken()}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key') && {
        'idempotency-key': randomUUID(),
      }),
    };
    const expected = expect ?? listedStatuses(operation).filter((status) => status >= 200 && status < 300);
    const outcome = (result, reason, extra = {}) => {
      if (record) note(operationId, result, reason);
      return { ok: result === 'ok', result, reason, ...extra };
    };

    const problems = crossOrigin
      ? await preflightProblems({
          fetchFn,
          url,
          method: operation.method,
          headerNames: Object.keys(headers),
          origin,
        })
      : [];
    const sent = await fetchWithin(fetchFn, readDeadlineMs, url, {
      method: operation.method,
      headers: { ...headers, ...(crossOrigin && { origin }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if ('failure' in sent) return outcome('fault', sent.failure);
    const { response, bytes } = sent;
    const { status } = response;
    let data;
    if (!binary && bytes.length > 0) {
      try {
        data = JSON.parse(bytes.toString('utf8'));
      } catch {}
    }
    if (status === 404 || status === 405) {
      return operation.optional
        ? outcome('missing', `${status}: not offered (optional – left out of the capabilities)`)
        : outcome('fault', `${status}: missing, and the portal needs it`);
    }
    const answer = responseOf(operation, status);
    problems.push(
      ...answerProblems({ operation, answer, expected, response, bytes, data, binary, validatorFor }),
    );
    if (crossOrigin) problems.push(...answerCorsProblems(response, origin, answer.headers));
    if (problems.length > 0) return outcome('fault', problems.join('; '), { status, data });
    const schema = answer.schemaPointer ? `, ${schemaName(answer.schemaPointer)} valid` : '';
    return outcome('ok', passed ?? `${status}${binary ? `, ${bytes.length} bytes` : schema}`, {
      status,
      data,
    });
  };
}

/** The URL of a call: its query, and the portal's language on every operation that takes one. */
function urlOf(address, operation, query, language) {
  const url = new URL(address);
  const queryParams = { ...query };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && ['language', 'lang'].includes(parameter.name))
      queryParams[parameter.name] ??= language;
  }
  for (const [name, value] of Object.entries(queryParams))
    for (const entry of [value].flat()) url.searchParams.append(name, String(entry));
  return url;
}

/**
 * The answer and its bytes, or why there is none: `{ failure }`. The portal's own patience is the deadline: past
 * it the page has said the part failed, so the answer comes too late.
 */
async function fetchWithin(fetchFn, deadlineMs, url, init) {
  const deadline = AbortSignal.timeout(deadlineMs);
  try {
    const response = await fetchFn(url, { ...init, signal: deadline });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    if (deadline.aborted)
      return {
        failure: `no answer within ${seconds(deadlineMs)} – the portal gives up after ${seconds(deadlineMs)}`,
      };
    return { failure: `no answer: ${error.cause?.message ?? error.message}` };
  }
}

/** What is wrong with an answer the contract may or may not list: its status, content type and body. */
function answerProblems({ operation, answer, expected, response, bytes, data, binary, validatorFor }) {
  const { status } = response;
  const problems = [];
  const said = typeof data?.message === 'string' ? ` ("${data.message.slice(0, 80)}")` : '';
  if (!answer.listed) {
    problems.push(`${status} is not in the contract (${listedStatuses(operation).join(', ')})${said}`);
  } else if (!expected.includes(status)) {
    problems.push(`${status} where ${expected.join(' or ')} was expected${said}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (answer.listed && !binary) {
    // JSON the contract names must say so: a browser's fetch still parses it, but proxies, caches and the
    // portal's error handling go by the type (text/html is what an error page of a gateway sends).
    if (answer.schemaPointer && bytes.length > 0 && !/^application\/([\w.+-]+\+)?json\b/i.test(type))
      problems.push(`content-type ${type || 'missing'}, not application/json`);
    problems.push(...bodyProblems(answer.schemaPointer, data, validatorFor));
  }
  if (binary && expected.includes(status)) {
    if (!answer.mediaTypes.some((mediaType) => type.startsWith(mediaType)))
      problems.push(`content-type ${type || 'missing'}, not ${answer.mediaTypes.join(' or ')}`);
    if (bytes.length === 0) problems.push('the file is empty');
  }
  return problems;
}

/** The body against the answer's schema, with the mock's own validators. */
function bodyProblems(schemaPointer, data, validatorFor) {
  if (!schemaPointer) return [];
  if (data === undefined) return ['the body is no JSON'];
  const validate = validatorFor(schemaPointer);
  if (validate(data)) return [];
  const errors = (validate.errors ?? [])
    .slice(0, 2)
    .map((error) => `${error.instancePath || '(root)'} ${error.message}`);
  return [`the body does not match ${schemaName(schemaPointer)}: ${errors.join('; ')}`];
}
