/** The few promises around IndexedDB that the client's rotation ledger and the demo's shared state both need. */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * Opens `database` (version 1, one object store) once and keeps it; cleared site data or a newer version
 * elsewhere closes it, and the next use opens it again. A failed open is not kept either.
 */
export function databaseOpener(factory: IDBFactory, database: string, objectStore: string) {
  let opened: Promise<IDBDatabase> | null = null;
  return (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(objectStore);
      request.onsuccess = () => {
        const db = request.result;
        db.onclose = () => {
          opened = null;
        };
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
}
