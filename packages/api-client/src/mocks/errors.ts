/** Error bodies as the backend sends them; handlers throw these responses and MSW returns them. */
import { HttpResponse } from 'msw';
import type { components } from '../generated/schema';

export type ApiError = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];

export function errorResponse(status: number, body: ApiError, headers?: HeadersInit): HttpResponse<ApiError> {
  return HttpResponse.json(body, { status, ...(headers ? { headers } : {}) });
}

/** Stops the handler with an error response (MSW returns thrown responses as the mocked answer). */
export function fail(status: number, message: string, code?: string, errors?: FieldError[]): never {
  throw errorResponse(status, { message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) });
}

export const fails = {
  badRequest: (message = 'Die Anfrage ist ungültig.'): never => fail(400, message, 'bad_request'),
  unauthorized: (message: string, code: string): never => fail(401, message, code),
  forbidden: (): never => fail(403, 'Access Denied.', 'forbidden'),
  notFound: (message = 'Nicht gefunden.'): never => fail(404, message, 'not_found'),
  validation: (errors: FieldError[]): never =>
    fail(422, 'Die Eingaben sind ungültig.', 'validation_failed', errors),
};
