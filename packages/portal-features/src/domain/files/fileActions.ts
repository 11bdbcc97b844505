/**
 * GET and DELETE /files/{id} through the portal's one result type (spec §7, §8). A download saves the bytes
 * under the file's `download_file_name`; a bulk delete sends one DELETE per id and combines the results.
 */
import type { ApiClient } from '@kundenportal/api-client';
import { type ApiFailure, type ApiResult, callApi } from '../../shared/api';

/** GET /files/{id}; on success the file is saved under `downloadFileName`. */
export async function downloadFile(
  api: ApiClient,
  id: number,
  downloadFileName: string,
): Promise<ApiResult<Blob>> {
  const result = await callApi(() => api.GET('/files/{id}', { params: { path: { id } }, parseAs: 'blob' }));
  if (result.kind === 'ok') api.saveFile(result.data, downloadFileName);
  return result;
}

/** DELETE /files/{id}. */
export const deleteFile = (api: ApiClient, id: number): Promise<ApiResult<unknown>> =>
  callApi(() => api.DELETE('/files/{id}', { params: { path: { id } } }));

export interface BulkDeleteResult {
  /** How many deletes failed. */
  errors: number;
  /** The first failing status (0: no response), or 200 when every delete succeeded (spec §8). */
  status: number;
  /** The first failure, for callers that tell more than the status. */
  firstFailure?: ApiFailure;
}

/** The combined result of single deletes, in the order they were asked for. */
export function combineDeletes(results: readonly ApiResult<unknown>[]): BulkDeleteResult {
  const failures = results.filter((result): result is ApiFailure => result.kind !== 'ok');
  const [first] = failures;
  if (!first) return { errors: 0, status: 200 };
  return {
    errors: failures.length,
    status: first.kind === 'rejected' ? first.status : 0,
    firstFailure: first,
  };
}

/** One DELETE per id, in parallel (spec §7), combined into one result. */
export async function deleteFiles(api: ApiClient, ids: readonly number[]): Promise<BulkDeleteResult> {
  return combineDeletes(await Promise.all(ids.map((id) => deleteFile(api, id))));
}
