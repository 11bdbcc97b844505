import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFileInBrowser, usersExportQuery } from './files';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saveFileInBrowser', () => {
  it('clicks a temporary download link named after the file and releases the object URL', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['pdf']);

    saveFileInBrowser(blob, 'SDB_Natriumchlorid_de.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('SDB_Natriumchlorid_de.pdf');
    expect(clicked[0]?.href).toBe('blob:portal/1');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });
});

describe('usersExportQuery', () => {
  it('sends lang and every non-empty filter as a bracket array', () => {
    expect(decodeURIComponent(usersExportQuery({ email: 'a@b.de', role: 'ROLE_SALES' }, 'de'))).toBe(
      'lang=de&filter[email][]=a@b.de&filter[role][]=ROLE_SALES',
    );
    expect(usersExportQuery({}, 'fr')).toBe('lang=fr');
  });
});
