/**
 * The filters of My documents and the page of its product list live in the URL (?q=&type=&lang=&page=), so a
 * reload, the back button or a shared link keep them. A changed filter starts again at the first page.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldLimits, withoutHiddenCharacters } from '../shared/forms';
import type { DocumentFilter, SheetType } from './filterDocuments';

const isSheetType = (value: string | null): value is SheetType => value === 'sdb' || value === 'flyer';

export function useDocumentFilter(): [
  DocumentFilter,
  (change: Partial<DocumentFilter>) => void,
  () => void,
  { page: number; setPage(page: number): void },
] {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const filter: DocumentFilter = {
    // A link can carry any text: it gets the same limit and cleaning as typing.
    text: withoutHiddenCharacters(params.get('q') ?? '').slice(0, fieldLimits.documentFilter),
    type: isSheetType(type) ? type : undefined,
    language: params.get('lang') || undefined,
  };
  const update = useCallback(
    (change: Partial<DocumentFilter>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | undefined) =>
            value ? next.set(name, value) : next.delete(name);
          if ('text' in change) set('q', change.text);
          if ('type' in change) set('type', change.type);
          if ('language' in change) set('lang', change.language);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reset = useCallback(() => update({ text: '', type: undefined, language: undefined }), [update]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const setPage = useCallback(
    (target: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (target > 1) next.set('page', String(target));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [filter, update, reset, { page, setPage }];
}
