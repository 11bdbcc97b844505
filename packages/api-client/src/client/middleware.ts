/** The openapi-fetch middleware: bearer token, idempotency key, failure signals and the loading counter. */
import type { Middleware } from 'openapi-fetch';
import { isAbortError, ServiceUnavailableError } from './errors';
import type { SessionController } from './session';
import { IDEMPOTENCY_KEY_HEADER, isWriteOperation } from './writeOperations';

/** These calls establish the session, so they never wait for a refresh nor carry a bearer token. */
export const SESSION_PATHS: readonly string[] = ['/auth/login', '/auth/refresh', '/auth/magic/login'];

export interface LoadingCounter {
  /** May give a ticket, which `end` gets back for the same request. */
  start(): unknown;
  end(ticket?: unknown): void;
}

/**
 * Attaches the bearer token (refreshing it first when due), ends the session when a request that
 * carried our token is answered 401, and reports a missing response as the service being unavailable.
 */
export function authMiddleware(
  session: SessionController,
  onServiceUnavailable: (() => void) | undefined,
): Middleware {
  // Which session a request was sent in, so a late 401 cannot end a newer session.
  const sentIn = new Map<string, number>();
  return {
    async onRequest({ request, schemaPath, id }) {
      if (SESSION_PATHS.includes(schemaPath)) return undefined;
      const generation = session.generation;
      const token = await session.getAccessToken();
      if (token === null) return undefined;
      sentIn.set(id, generation);
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response, id }) {
      const generation = sentIn.get(id);
      sentIn.delete(id);
      if (response.status === 401 && generation !== undefined) session.handleUnauthorized(generation);
      return undefined;
    },
    onError({ error, id }) {
      sentIn.delete(id);
      if (isAbortError(error)) return undefined;
      onServiceUnavailable?.();
      return new ServiceUnavailableError('No response from the server.', { cause: error });
    },
  };
}

/** Gives each listed write a fresh key; retries send the same Request and so the same key. */
export function idempotencyMiddleware(randomUUID: () => string): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!isWriteOperation(request.method, schemaPath) || request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
        return undefined;
      }
      request.headers.set(IDEMPOTENCY_KEY_HEADER, randomUUID());
      return request;
    },
  };
}

/**
 * Raises the app's loading counter per request and lowers it exactly once – on a response, a
 * network error or an abort. Register it last: its `onRequest` then runs only when every earlier
 * one succeeded, and its `onResponse`/`onError` run first.
 */
export function loadingMiddleware(loading: LoadingCounter): Middleware {
  const active = new Map<string, unknown>();
  const finish = (id: string) => {
    const ticket = active.get(id);
    if (active.delete(id)) loading.end(ticket);
  };
  return {
    onRequest({ id }) {
      active.set(id, loading.start());
      return undefined;
    },
    onResponse({ id }) {
      finish(id);
      return undefined;
    },
    onError({ id }) {
      finish(id);
      return undefined;
    },
  };
}
