import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { forgetFailedLoads } from './routeData';

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

/** A page that failed: its code gone after a deployment (one reload fetches the new build), or any other error. */
function RouteError({ error }: { error: unknown }) {
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <ErrorPage status={500} />
    </Suspense>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The error page gives way when this changes (another page was opened). */
  resetKey: string;
}

/**
 * Around every page, below the layout: a page that fails shows the error page in the portal's frame (React
 * reports the error to the console itself).
 */
export class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error?: { value: unknown; key: string } }
> {
  override state: { error?: { value: unknown; key: string } } = {};
  static getDerivedStateFromError(value: unknown) {
    return { error: { value, key: '' } };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error?: { value: unknown; key: string } }) {
    if (!state.error) return null;
    // The key the error happened at is noted on the first render after it; a new key clears it.
    if (state.error.key === '') return { error: { ...state.error, key: props.resetKey } };
    if (state.error.key === props.resetKey) return null;
    forgetFailedLoads(); // the next page, or this one opened again, tries what failed once more
    return { error: undefined };
  }
  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
