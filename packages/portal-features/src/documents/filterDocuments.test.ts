import { describe, expect, it } from 'vitest';
import type { PortalFile } from '../domain/documents';
import { filterDocuments, groupByProduct, languagesOf, missingLanguages } from './filterDocuments';

const file = (
  id: number,
  material: string,
  type: PortalFile['type'],
  languages: string[],
  date: string,
): PortalFile => ({
  id,
  material_id: material,
  name: `${type === 'sdb' ? 'Sicherheitsdatenblatt' : 'Produktinformation'} ${material}`,
  download_file_name: `${type}_${material}.pdf`,
  type,
  languages,
  creation_date: `${date}T10:00:00Z`,
});

const files = [
  file(1, '2000001', 'sdb', ['de', 'en'], '2026-01-01'),
  file(2, '2000001', 'flyer', ['de'], '2026-05-01'),
  file(3, '3000002', 'sdb', ['de', 'en', 'fr'], '2025-03-01'),
  file(4, '1000003', 'flyer', ['de', 'en'], '2024-01-01'),
];
const names = new Map([
  ['2000001', 'Zitronensäure E330'],
  ['3000002', 'Ascorbinsäure'],
]);
const none = { text: '', type: undefined, language: undefined };

describe('My documents filters', () => {
  it('filters by text over product, material number and name', () => {
    expect(filterDocuments(files, { ...none, text: '  zitronen ' }, names).map((f) => f.id)).toEqual([1, 2]);
    expect(filterDocuments(files, { ...none, text: '1000003' }, names).map((f) => f.id)).toEqual([4]);
    expect(filterDocuments(files, { ...none, text: 'PRODUKTINFORMATION' }, names).map((f) => f.id)).toEqual([
      2, 4,
    ]);
  });

  it('filters by type and language, together with the text', () => {
    expect(filterDocuments(files, { ...none, type: 'sdb' }, names).map((f) => f.id)).toEqual([1, 3]);
    expect(filterDocuments(files, { ...none, language: 'fr' }, names).map((f) => f.id)).toEqual([3]);
    expect(
      filterDocuments(files, { text: 'säure', type: 'flyer', language: 'de' }, names).map((f) => f.id),
    ).toEqual([2]);
  });

  it('groups by product name, SDS first, then newest', () => {
    const groups = groupByProduct([files[1], files[0], files[2], files[3]] as PortalFile[], names, 'de');
    expect(groups.map((g) => g.materialId)).toEqual(['1000003', '3000002', '2000001']);
    expect(groups[2]?.files.map((f) => f.id)).toEqual([1, 2]);
    expect(groups[0]?.productName).toBeUndefined();
  });

  it('lists the languages present and the SDS languages missing', () => {
    expect(languagesOf(files)).toEqual(['de', 'en', 'fr']);
    const [group] = groupByProduct([files[0], files[1]] as PortalFile[], names, 'de');
    // The flyer's languages do not count for the safety data sheet.
    expect(missingLanguages(group as never, ['de', 'en', 'fr', 'it'])).toEqual(['fr', 'it']);
  });
});
