/**
 * Answers like an unknown route: thrown during render, the route's error element shows the 404 page. The shape
 * is what React Router's `isRouteErrorResponse` recognises, so the app's error element needs no special case.
 */
export function notFound(): never {
  throw Object.assign(new Error('Not Found'), {
    status: 404,
    statusText: 'Not Found',
    internal: false,
    data: null,
  });
}
