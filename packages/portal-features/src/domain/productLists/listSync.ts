/**
 * Tells the other tabs of this browser that a list changed, so their header badges, widgets and pages
 * follow at once (issue 10). The message carries the new entries: a tab that reads the same customer in
 * the same language takes them as they are; any other refetches. BroadcastChannel does not deliver to the
 * sender, so a tab never hears its own change.
 */
import type { ProductListItem } from '@kundenportal/api-client';
import type { ProductListKind } from './endpoints';

export interface ListChange {
  kind: ProductListKind;
  customer: number;
  locale: string;
  items: ProductListItem[];
}

const channelName = 'kundenportal.product-lists';
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  }
  return channel;
}

const isListChange = (data: unknown): data is ListChange =>
  typeof data === 'object' &&
  data !== null &&
  'kind' in data &&
  'customer' in data &&
  'items' in data &&
  Array.isArray(data.items);

export function announceListChange(change: ListChange): void {
  sharedChannel()?.postMessage(change);
}

/** Calls `listener` for every change another tab announces; returns the unsubscribe. */
export function onListChange(listener: (change: ListChange) => void): () => void {
  const target = sharedChannel();
  if (!target) return () => {};
  const handle = (event: MessageEvent) => {
    if (isListChange(event.data)) listener(event.data);
  };
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}
