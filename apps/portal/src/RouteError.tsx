import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';

const statusPages = () => import('@kundenportal/portal-features/status');
const NotFoundPage = lazy(async () => ({ default: (await statusPages()).NotFoundPage }));
const ErrorPage = lazy(async () => ({ default: (await statusPages()).ErrorPage }));

export function NotFoundRoute() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

/** The error element of every locale tree: 404s, other statuses, thrown errors and stale chunks. */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  useEffect(() => {
    if (!reloading && !isRouteErrorResponse(error)) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : error.statusText
    : undefined;
  return (
    <Suspense fallback={null}>
      <ErrorPage status={status} message={message} />
    </Suspense>
  );
}
