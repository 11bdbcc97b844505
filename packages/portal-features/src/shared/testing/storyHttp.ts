import { createApiHttp, DEFAULT_BASE_URL } from '@kundenportal/api-client/mocks';

/**
 * The typed MSW `http` for a story's overrides of the mock backend: paths are openapi.yaml's templates
 * (`/user/{id}`, without `/api`), params, query, request and `response(status)` follow the contract, so a
 * changed contract fails the type check in the stories too. An answer outside the contract on purpose
 * (fault injection: a status the operation does not list, a network error) goes through `response.untyped(…)`
 * with a comment saying so. `storyHttpGuard.test.ts` keeps msw's untyped `http.<method>('/api…')` out of stories.
 */
export const storyHttp = createApiHttp(DEFAULT_BASE_URL);
