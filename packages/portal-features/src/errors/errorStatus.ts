/**
 * The status a page's error stands for (spec §2): what the server refused – a read's `ApiFailureError` with 404
 * or 403, or an error carrying that status (a page's `notFound()`, a thrown `Response`) – else 500. A lost
 * chunk after a deployment is the app's to handle (one reload per 60 s, spec §4) before it gets here.
 */
import { ApiFailureError } from '../shared/api';

export type ErrorStatus = 403 | 404 | 500;

function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiFailureError)
    return error.failure.kind === 'rejected' ? error.failure.status : undefined;
  if (typeof Response !== 'undefined' && error instanceof Response) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

export function errorStatus(error: unknown): ErrorStatus {
  const status = statusOf(error);
  if (status === 404 || status === 410) return 404;
  if (status === 403) return 403;
  return 500;
}
