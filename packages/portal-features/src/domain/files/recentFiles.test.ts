import type { PortalFile } from '@kundenportal/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferenceKey, readPreference, writeStored } from '../../shared/preferences';
import {
  parseRecentFiles,
  RECENT_FILES_MAX,
  RECENT_FILES_PREFERENCE,
  type RecentFile,
  withoutFiles,
  withRecentFile,
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
const at = new Date('2026-11-01T10:00:00Z');
const openAll = (ids: number[], list: RecentFile[] = []) =>
  ids.reduce((previous, id) => withRecentFile(previous, file(id), at), list);

describe('recent files (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, with what it needs to reopen the file and when it was opened', () => {
    const list = withRecentFile(openAll([10]), file(11), new Date('2026-11-01T11:00:00Z'));
    expect(list.map((entry) => entry.id)).toEqual([11, 10]);
    expect(list[0]).toEqual({
      id: 11,
      name: 'Sicherheitsdatenblatt 11',
      download_file_name: 'SDB_11.pdf',
      type: 'sdb',
      material_id: '40004343',
      openedAt: '2026-11-01T11:00:00.000Z',
    });
  });

  it('moves a file opened again to the front, once', () => {
    expect(openAll([10, 11, 12, 10]).map((entry) => entry.id)).toEqual([10, 12, 11]);
  });

  it(`keeps at most ${RECENT_FILES_MAX}`, () => {
    const list = openAll(Array.from({ length: RECENT_FILES_MAX + 5 }, (_, index) => index + 1));
    expect(list).toHaveLength(RECENT_FILES_MAX);
    expect(list[0]?.id).toBe(RECENT_FILES_MAX + 5);
  });

  it('forgets deleted files', () => {
    expect(withoutFiles(openAll([10, 11, 12]), [11, 99]).map((entry) => entry.id)).toEqual([12, 10]);
  });

  it('is kept per user under kundenportal.documents.recent.<user>, as it always was', () => {
    expect(preferenceKey(RECENT_FILES_PREFERENCE, 1001)).toBe('kundenportal.documents.recent.1001');
    writeStored(preferenceKey(RECENT_FILES_PREFERENCE, 1001), JSON.stringify(openAll([10])));
    expect(
      readPreference(preferenceKey(RECENT_FILES_PREFERENCE, 1001), parseRecentFiles, []).map(({ id }) => id),
    ).toEqual([10]);
    expect(readPreference(preferenceKey(RECENT_FILES_PREFERENCE, 1002), parseRecentFiles, [])).toEqual([]);
  });

  it('treats unreadable storage as no recent files', () => {
    const key = preferenceKey(RECENT_FILES_PREFERENCE, 1);
    localStorage.setItem(key, '{kaputt');
    expect(readPreference(key, parseRecentFiles, [])).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ id: 'x' }, 7]));
    expect(readPreference(key, parseRecentFiles, [])).toEqual([]);
  });
});
