/** The filters of My documents live in the URL (?q=&type=&lang=), so a reload or a shared link keeps them. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldLimits, withoutHiddenCharacters } from '../shared/forms';
import type { DocumentFilter, SheetType } from './filterDocuments';

const isSheetType = (value: string | null): value is SheetType => value === 'sdb' || value === 'flyer';

export function useDocumentFilter(): [DocumentFilter, (change: Partial<DocumentFilter>) => void, () => void] {
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
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reset = useCallback(() => update({ text: '', type: undefined, language: undefined }), [update]);
  return [filter, update, reset];
}
