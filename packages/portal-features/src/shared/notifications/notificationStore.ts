/** The one notification banner of the app (spec §4): hidden, or shown with text and type until it closes. */
export type NotificationType = 'success' | 'error' | 'info';
export interface Notification {
  id: number;
  text: string;
  type: NotificationType;
  /** ms until it closes by itself; 3000 by default, 5000 for multi-add results, magic link, reset, failed delete. */
  duration: number;
}
export const defaultNotificationDuration = 3000;
export const longNotificationDuration = 5000;

export interface NotificationStore {
  notify(text: string, type?: NotificationType, duration?: number): void;
  close(id?: number): void;
  current(): Notification | undefined;
  subscribe(listener: () => void): () => void;
}

export function createNotificationStore(): NotificationStore {
  let current: Notification | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    notify(text, type = 'success', duration = defaultNotificationDuration) {
      current = { id: nextId++, text, type, duration };
      emit();
    },
    close(id) {
      // A late close of an older notification must not hide a newer one.
      if (!current || (id !== undefined && current.id !== id)) return;
      current = undefined;
      emit();
    },
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
