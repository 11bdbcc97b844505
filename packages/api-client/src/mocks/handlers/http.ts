/** The typed MSW `http` factory every handler file receives, bound to the API base URL. */
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import type { paths } from '../../generated/schema';

export type ApiHttp = OpenApiHttpHandlers<paths>;

export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function createApiHttp(baseUrl: string): ApiHttp {
  return createOpenApiHttp<paths>({ baseUrl: normaliseBaseUrl(baseUrl) });
}
