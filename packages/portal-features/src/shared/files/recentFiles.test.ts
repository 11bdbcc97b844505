import type { PortalFile } from '@kundenportal/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetFiles,
  RECENT_FILES_LIMIT,
  readRecentFiles,
  rememberFile,
  subscribeRecentFiles,
} from './recentFiles';

const file = (id: number): PortalFile => ({
  id,
  material_id: '40004343',
  name: `Sicherheitsdatenblatt ${id}`,
  download_file_name: `SDB_${id}.pdf`,
  type: 'sdb',
  languages: ['de', 'en'],
  creation_date: '2026-01-01T00:00:00Z',
});

describe('recent files (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first', () => {
    rememberFile(1, file(10), new Date('2026-11-01T10:00:00Z'));
    rememberFile(1, file(11), new Date('2026-11-01T11:00:00Z'));
    expect(readRecentFiles(1).map((entry) => entry.id)).toEqual([11, 10]);
    expect(readRecentFiles(1)[0]?.openedAt).toBe('2026-11-01T11:00:00.000Z');
  });

  it('moves a file opened again to the front, once', () => {
    for (const id of [10, 11, 12]) rememberFile(1, file(id));
    rememberFile(1, file(10));
    expect(readRecentFiles(1).map((entry) => entry.id)).toEqual([10, 12, 11]);
  });

  it('is kept per user', () => {
    rememberFile(1, file(10));
    rememberFile(2, file(20));
    expect(readRecentFiles(1).map((entry) => entry.id)).toEqual([10]);
    expect(readRecentFiles(2).map((entry) => entry.id)).toEqual([20]);
  });

  it(`keeps at most ${RECENT_FILES_LIMIT}`, () => {
    for (let id = 1; id <= RECENT_FILES_LIMIT + 5; id += 1) rememberFile(1, file(id));
    const list = readRecentFiles(1);
    expect(list).toHaveLength(RECENT_FILES_LIMIT);
    expect(list[0]?.id).toBe(RECENT_FILES_LIMIT + 5);
  });

  it('gives the same list object until something changes (a stable snapshot for React)', () => {
    rememberFile(1, file(10));
    expect(readRecentFiles(1)).toBe(readRecentFiles(1));
  });

  it('treats unreadable storage as no recent files', () => {
    localStorage.setItem('kundenportal.documents.recent.1', '{kaputt');
    expect(readRecentFiles(1)).toEqual([]);
    localStorage.setItem('kundenportal.documents.recent.1', JSON.stringify([{ id: 'x' }, 7]));
    expect(readRecentFiles(1)).toEqual([]);
  });

  it('forgets deleted files and tells subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentFiles(listener);
    rememberFile(1, file(10));
    rememberFile(1, file(11));
    forgetFiles(1, [10]);
    expect(readRecentFiles(1).map((entry) => entry.id)).toEqual([11]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    rememberFile(1, file(12));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
