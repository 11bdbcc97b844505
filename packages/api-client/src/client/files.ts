/**
 * Saving downloads, and the users export's query. Downloads, deletes and the export are typed calls the portal
 * makes through its one result type; the client lends them `saveFile` and the export's bracket-array query.
 */
import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema';

type UserFilter = components['schemas']['UserFilter'];
type Language = components['schemas']['Language'];

export type SaveFile = (blob: Blob, fileName: string) => void;

export const USERS_EXPORT_FILE_NAME = 'users.xlsx';

/** Saves through a temporary `<a download>`: the one way to name a download that works in every browser. */
export const saveFileInBrowser: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const FILTER_KEYS = ['customer_number', 'last_name', 'email', 'role'] as const;
type ExportQuery = NonNullable<paths['/users/export']['get']['parameters']['query']>;

/** The export takes its filters as bracket arrays (`filter[customer_number][]=…`, spec §7), unlike `GET /user`. */
export function usersExportParams(filter: UserFilter, lang: Language): ExportQuery {
  const query: ExportQuery = { lang };
  for (const key of FILTER_KEYS) {
    const value = filter[key]?.trim();
    // The role is one of the contract's names already (UserFilter); the others are free text.
    if (value) Object.assign(query, { [`filter[${key}][]`]: [value] });
  }
  return query;
}

/** The query string of `usersExportParams`: repeated `name[]=value` pairs, brackets as the server reads them. */
export function usersExportQuery(filter: UserFilter, lang: Language): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(usersExportParams(filter, lang))) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return query.toString();
}

export function createFileActions(client: Client<paths>, saveFile: SaveFile = saveFileInBrowser) {
  return {
    /** How a downloaded file reaches the user (a temporary `<a download>`, or a test's catcher). */
    saveFile,

    /**
     * GET /users/export with the user-management filter as bracket arrays – the typed call with the query
     * serialiser the contract needs; the portal runs it through its one result type and saves users.xlsx.
     */
    exportUsers(filter: UserFilter, lang: Language) {
      return client.GET('/users/export', {
        params: { query: usersExportParams(filter, lang) },
        querySerializer: () => usersExportQuery(filter, lang),
        parseAs: 'blob',
      });
    },
  };
}

export type FileActions = ReturnType<typeof createFileActions>;
