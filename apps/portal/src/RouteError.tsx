import { useLocale } from '@kundenportal/portal-features';
import { Component, lazy, type ReactNode, Suspense, use, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { forgetFailedLoads, textsFor } from './routeData';

const statusPages = () => import('@kundenportal/portal-features/status');
const NotFoundPage = lazy(async () => ({ default: (await statusPages()).NotFoundPage }));
// The error page and its texts (the `errors` chunk, not the shell's) load only when a page failed.
const errorsFeature = () => import('@kundenportal/portal-features/errors');
const RouteErrorPage = lazy(async () => ({ default: (await errorsFeature()).RouteErrorPage }));

export function NotFoundRoute() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

/**
 * A page that failed: its code gone after a deployment (one reload per 60 s fetches the new build, spec §4), or
 * the error page with the status the error stands for (404 or 403 the server answered, else 500).
 */
function RouteError({ error }: { error: unknown }) {
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <ErrorTexts>
        <RouteErrorPage error={error} />
      </ErrorTexts>
    </Suspense>
  );
}

/** Draws the error page once its texts are in (asked for with its code, both at once). */
function ErrorTexts({ children }: { children: ReactNode }) {
  void errorsFeature(); // the code loads meanwhile (the module system asks for it once)
  use(textsFor(useLocale(), ['errors']));
  return children;
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
