/** All handlers of the mock backend, bound to an API base URL. */
import type { HttpHandler } from 'msw';
import { gatedHttp } from '../contractGate';
import { authHandlers } from './auth';
import { basketHandlers } from './basket';
import { customerHandlers } from './customers';
import { documentHandlers } from './documents';
import { favouritesHandlers } from './favourites';
import { createApiHttp } from './http';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { punchoutHandlers } from './punchout';
import { registrationHandlers } from './registrations';
import { userHandlers } from './users';

export const DEFAULT_BASE_URL = '/api';

/** Handlers for every operation of openapi.yaml; `baseUrl` is the API base the app uses (demo mode: `/api`). */
export function createHandlers(baseUrl: string = DEFAULT_BASE_URL): HttpHandler[] {
  // Every operation behind its declaration in openapi.yaml: size, login, scope and parameters (contractGate.ts).
  const http = gatedHttp(createApiHttp(baseUrl));
  return [
    ...authHandlers(http),
    ...registrationHandlers(http),
    ...customerHandlers(http),
    ...basketHandlers(http),
    ...favouritesHandlers(http),
    ...orderHandlers(http),
    ...documentHandlers(http),
    ...productHandlers(http),
    ...userHandlers(http),
    ...punchoutHandlers(http),
  ];
}

export const handlers: HttpHandler[] = createHandlers();
