/**
 * The counts a logged-in user sees in the frame: the basket's and favourites' in the header, the unseen safety
 * data sheet updates in the side menu. Their code – the lists' and documents' reads – loads apart from the frame
 * once someone is logged in (PortalLayout), so a logged-out visit never downloads it (2.9 KB gzip). Each reader
 * draws nothing and hands its count to the part that shows it, which alone re-renders when it changes.
 */
import { useEffect } from 'react';
import { useSdsUpdates } from '../domain/documents';
import { useProductList } from '../domain/productLists';

/** The basket's and favourites' entries, each once its answer is there (undefined before: no count shown). */
export interface HeaderCounts {
  basket: number | undefined;
  favourites: number | undefined;
}

export function HeaderCountsReader({ onChange }: { onChange(counts: HeaderCounts | undefined): void }) {
  const basket = useProductList('basket');
  const favourites = useProductList('favorites');
  const basketCount = basket.isAvailable ? basket.items.length : undefined;
  const favouritesCount = favourites.isAvailable ? favourites.items.length : undefined;
  useEffect(() => {
    onChange({ basket: basketCount, favourites: favouritesCount });
  }, [onChange, basketCount, favouritesCount]);
  // Gone with the session: no count stays behind for the next user.
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}

export function SdsUpdatesReader({ onChange }: { onChange(unseen: number): void }) {
  // Fetches nothing without the documents and orders scopes or a chosen customer (staff view).
  const { unseen } = useSdsUpdates();
  useEffect(() => {
    onChange(unseen);
  }, [onChange, unseen]);
  useEffect(() => () => onChange(0), [onChange]);
  return null;
}
