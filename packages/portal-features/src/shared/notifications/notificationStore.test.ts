import { describe, expect, it } from 'vitest';
import { createNotificationStore } from './notificationStore';

describe('notification store', () => {
  it('shows one notification with a 3000 ms default', () => {
    const store = createNotificationStore();
    store.notify('Gespeichert');
    expect(store.current()).toMatchObject({ text: 'Gespeichert', type: 'success', duration: 3000 });
  });

  it('replaces the shown notification and ignores a late close of the old one', () => {
    const store = createNotificationStore();
    store.notify('Eins', 'info');
    const first = store.current()?.id;
    store.notify('Zwei', 'error', 5000);
    store.close(first);
    expect(store.current()).toMatchObject({ text: 'Zwei', type: 'error', duration: 5000 });
    store.close();
    expect(store.current()).toBeUndefined();
  });
});
