// api:verify's CORS checks (scripts/apiVerify.mjs), for a portal on another origin than the API: the preflight a
// browser sends before a call, and the headers of the answer that let the portal read it.

const simpleMethods = ['GET', 'HEAD', 'POST'];

/**
 * What a browser on `origin` asks before sending `method` with these headers – the method and every header that
 * is not CORS-safelisted – and what of it the backend refused; empty when the call may go.
 */
export async function preflightProblems({ fetchFn, url, method, headerNames, origin }) {
  const requested = headerNames.map((name) => name.toLowerCase()).sort();
  if (simpleMethods.includes(method) && requested.length === 0) return [];
  let answer;
  try {
    answer = await fetchFn(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        ...(requested.length > 0 && { 'access-control-request-headers': requested.join(',') }),
      },
    });
  } catch (error) {
    return [`CORS preflight (OPTIONS) got no answer: ${error.cause?.message ?? error.message}`];
  }
  const problems = [];
  if (answer.status < 200 || answer.status > 299) problems.push(`answered ${answer.status}`);
  const allowedOrigin = answer.headers.get('access-control-allow-origin');
  if (allowedOrigin !== origin && allowedOrigin !== '*')
    problems.push(
      allowedOrigin ? `allows ${allowedOrigin}, not ${origin}` : `no access-control-allow-origin`,
    );
  const list = (name) =>
    (answer.headers.get(name) ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
  const methods = list('access-control-allow-methods');
  if (!simpleMethods.includes(method) && !methods.includes(method.toLowerCase()) && !methods.includes('*'))
    problems.push(`method ${method} not allowed`);
  const allowedHeaders = list('access-control-allow-headers');
  // `*` does not cover Authorization (Fetch standard).
  const refused = requested.filter(
    (name) => !allowedHeaders.includes(name) && !(allowedHeaders.includes('*') && name !== 'authorization'),
  );
  if (refused.length > 0) problems.push(`header ${refused.join(', ')} not allowed`);
  await answer.arrayBuffer();
  return problems.length > 0 ? [`CORS preflight (OPTIONS) ${problems.join(', ')}`] : [];
}

/**
 * Whether the portal on `origin` may read this answer, and the headers of it the contract names (`headers`, a
 * download's file name) that it reads.
 */
export function answerCorsProblems(response, origin, headers) {
  const problems = [];
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed !== origin && allowed !== '*')
    problems.push(allowed ? `CORS allows ${allowed}, not ${origin}` : `CORS: no access-control-allow-origin`);
  const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
  for (const header of headers) {
    if (response.headers.has(header) && !exposed.includes(header.toLowerCase()) && exposed.trim() !== '*')
      problems.push(`CORS does not expose ${header}`);
  }
  return problems;
}
