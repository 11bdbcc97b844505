#!/usr/bin/env node
// `npm run api:verify -- <apiBaseUrl>`: an integrator's check of a live backend against openapi.yaml, calling it
// the way the portal does (the same bodies, bearer token, refresh body, language parameters, Idempotency-Key,
// and the CORS preflights a browser on the portal's origin sends). For every operation: is it there, does the
// status match the contract, does the body validate against its schema (the mock's own validators), do the CORS
// headers let the portal in. Read-only unless --writes; it prints one table and the capabilities for config.json.
//   API_VERIFY_EMAIL=… API_VERIFY_PASSWORD=… npm run api:verify -- <apiBaseUrl> [--origin <portal>] [--writes]
// Its parts, each a kind of check: apiVerifyCall.mjs (one call and its answer, CORS in apiVerifyCors.mjs),
// apiVerifySession.mjs (login, renewal, logout), apiVerifyScopes.mjs (what the account may call),
// apiVerifyReads.mjs (with apiVerifyPaging.mjs), apiVerifyWrites.mjs (writes read back), apiVerifyProbes.mjs (the
// writes only probed, punchout's among them); apiVerifyRows.mjs keeps the table.
import { createCaller } from './apiVerifyCall.mjs';
import { createPagedCall } from './apiVerifyPaging.mjs';
import { probed, probeWrites } from './apiVerifyProbes.mjs';
import { verifyReads } from './apiVerifyReads.mjs';
import { createRows } from './apiVerifyRows.mjs';
import { scopesOf } from './apiVerifyScopes.mjs';
import { createSession } from './apiVerifySession.mjs';
import { listWrites, verifyListWrites } from './apiVerifyWrites.mjs';

export const defaultPortalOrigin = 'http://localhost:8080';

const writeIds = [
  ...Object.values(listWrites).flatMap(({ add, update, remove }) => [add, update, remove]),
  ...probed,
];

/**
 * Runs the checks against `baseUrl` with one login; resolves with a row per operation of openapi.yaml
 * (`result`: ok, fault, missing – an optional operation the backend lacks –, skipped or not checked), the
 * optional operations that passed (`capabilities`) and `ok`: no contract fault.
 * @param {{ baseUrl: string, email: string, password: string, origin?: string, writes?: boolean,
 *   language?: string, validatorFor: (pointer: string) => ((data: unknown) => boolean) & { errors?: any },
 *   fetch?: typeof fetch }} options
 */
export async function verifyApi({
  baseUrl,
  email,
  password,
  origin = defaultPortalOrigin,
  writes = false,
  language = 'de',
  validatorFor,
  readDeadlineMs,
  fetch: fetchFn = globalThis.fetch,
}) {
  if (!(readDeadlineMs > 0)) throw new Error('verifyApi: readDeadlineMs, the portal deadline, is required');
  const base = baseUrl.replace(/\/+$/, '');
  // Same origin (a path behind the portal's host) needs no CORS.
  const crossOrigin = new URL(base).origin !== origin;
  const corsOrigin = crossOrigin ? origin : null;
  const { note, blame, skip, finish, giveUp } = createRows();
  const call = createCaller({
    base,
    origin,
    crossOrigin,
    language,
    validatorFor,
    readDeadlineMs,
    fetchFn,
    note,
    accessToken: () => session.accessToken(),
  });
  const session = createSession(call);

  const failed = await session.open(email, password);
  if (failed) return giveUp(failed, corsOrigin);
  const user = (await call('getAuthenticatedUser')).data;
  if (!Array.isArray(user?.roles) || !Array.isArray(user.customers))
    return giveUp('GET /auth/user failed', corsOrigin);
  const check = { call, pagedCall: createPagedCall(call, note), note, blame, skip, ...scopesOf(user, skip) };

  const { customer, lists, order, search } = await verifyReads(check, user);
  if (writes) {
    const products = [
      ...(search.data?.results ?? []),
      ...(order?.positions ?? []).map((position) => ({ id: position.product.id, unit: position.unit })),
    ];
    await verifyListWrites(check, { customer, lists, products });
    await probeWrites(check, { order, user });
  } else {
    skip(writeIds, 'read-only run (--writes checks it on a test account)');
  }

  await session.close(note);
  return finish(corsOrigin);
}

/** The table (operation, result, reason) and the capabilities block, as printed. */
export function formatReport({ rows, capabilities, ok, corsOrigin }) {
  const table = [
    ['operation', 'result', 'reason'],
    ...rows.map((row) => [`${row.operationId} (${row.call})`, row.result, row.reason]),
  ];
  const widths = [0, 1].map((column) => Math.max(...table.map((cells) => cells[column].length)));
  const lines = table.map((cells) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell)).join('  '),
  );
  const unchecked = rows.filter((row) => row.optional && ['skipped', 'not checked'].includes(row.result));
  const faults = rows.filter((row) => row.result === 'fault').length;
  return [
    ...lines,
    corsOrigin
      ? `(CORS checked for a portal on ${corsOrigin}; --origin names another)`
      : '(CORS not checked: the portal and the API share their origin)',
    '',
    'For config.json – the optional operations this backend answered as the contract says:',
    `"capabilities": ${JSON.stringify(capabilities, null, 2)}`,
    ...(unchecked.length > 0
      ? [
          'Optional operations not checked in this run (name them only if the backend offers them):',
          ...unchecked.map((row) => `  ${row.operationId} – ${row.reason}`),
        ]
      : []),
    '',
    ok ? 'No contract fault.' : `${faults} contract fault${faults === 1 ? '' : 's'}.`,
  ].join('\n');
}

const usage = `usage: API_VERIFY_EMAIL=… API_VERIFY_PASSWORD=… npm run api:verify -- <apiBaseUrl> [--origin <portal origin>] [--writes]
  <apiBaseUrl>  the backend as config.json names it, e.g. https://api.example.com/v1
  --origin      the portal's origin, for the CORS checks (default ${defaultPortalOrigin})
  --writes      also add, change and remove basket and favourites entries (restored afterwards) and probe the
                writes that reach people with invalid requests – on a test account`;

/** The command line: what to check, or why not (credentials only from the environment). */
export function parseArguments(argv, env) {
  const args = [...argv];
  const refuse = (why) => ({ error: `${why}\n\n${usage}` });
  const secret = args.find((arg) =>
    /^--?(e-?mail|user(name)?|password|pass|pw|credentials?)(=|$)/i.test(arg),
  );
  if (secret)
    return refuse(
      `${secret.split('=')[0]}: credentials are never taken from the command line (shell history, process lists) – set API_VERIFY_EMAIL and API_VERIFY_PASSWORD instead.`,
    );
  let origin = defaultPortalOrigin;
  const originAt = args.indexOf('--origin');
  if (originAt >= 0) origin = args.splice(originAt, 2)[1] ?? '';
  const writes = args.includes('--writes');
  const rest = args.filter((arg) => arg !== '--writes');
  if (rest.length !== 1 || rest[0]?.startsWith('-'))
    return refuse(
      rest.length > 1
        ? // Not echoed: a stray argument is most likely a credential typed where it does not belong.
          `${rest.length - 1} unexpected argument${rest.length > 2 ? 's' : ''} (not shown) – credentials come only from API_VERIFY_EMAIL and API_VERIFY_PASSWORD.`
        : 'name the backend to check.',
    );
  let url;
  try {
    url = new URL(rest[0] ?? '');
    new URL(origin);
  } catch {
    return refuse('not an http(s) URL (the backend, or --origin)');
  }
  if (url.username || url.password)
    return refuse('the URL holds credentials – set API_VERIFY_EMAIL and API_VERIFY_PASSWORD instead.');
  if (!/^https?:$/.test(url.protocol)) return refuse(`not an http(s) URL: ${url.protocol}…`);
  const email = env.API_VERIFY_EMAIL;
  const password = env.API_VERIFY_PASSWORD;
  if (!email || !password)
    return refuse(
      'API_VERIFY_EMAIL and API_VERIFY_PASSWORD must name the account to log in with (a test account for --writes).',
    );
  return { baseUrl: url.href.replace(/\/+$/, ''), origin: new URL(origin).origin, writes, email, password };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArguments(process.argv.slice(2), process.env);
  if ('error' in options) {
    console.error(options.error);
    process.exit(2);
  }
  const { openTsLoader } = await import('./tsLoader.mjs');
  const loader = await openTsLoader();
  try {
    const { validatorFor } = await loader.load('/packages/api-client/src/mocks/schemaValidator.ts');
    const { READ_DEADLINE_MS } = await loader.load('/packages/api-client/src/client/deadlines.ts');
    const result = await verifyApi({ ...options, validatorFor, readDeadlineMs: READ_DEADLINE_MS });
    console.log(formatReport(result));
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await loader.close();
  }
}
