import type { Country } from '@kundenportal/api-client';
/** The filters and the grouping of My documents: pure, so the rules are tested without a browser. */
import type { PortalFile } from '../domain/documents';

export type SheetType = 'sdb' | 'flyer';

export interface DocumentFilter {
  text: string;
  type: SheetType | undefined;
  language: string | undefined;
}

export interface ProductGroup {
  materialId: string;
  /** The product's description from the orders, when they name it. */
  productName: string | undefined;
  files: PortalFile[];
}

/** Text matches product, material number, document name or file name, ignoring case and outer spaces. */
export function filterDocuments(
  files: readonly PortalFile[],
  filter: DocumentFilter,
  productNames: ReadonlyMap<string, string>,
): PortalFile[] {
  const text = filter.text.trim().toLocaleLowerCase('de');
  return files.filter(
    (file) =>
      (!filter.type || file.type === filter.type) &&
      (!filter.language || file.languages.includes(filter.language)) &&
      (!text ||
        [file.name, file.material_id, file.download_file_name, productNames.get(file.material_id) ?? '']
          .join('\n')
          .toLocaleLowerCase('de')
          .includes(text)),
  );
}

/** One group per product, by product name (then material number); inside a group SDS before flyer, newest first. */
export function groupByProduct(
  files: readonly PortalFile[],
  productNames: ReadonlyMap<string, string>,
  locale: string,
): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const file of files) {
    let group = groups.get(file.material_id);
    if (!group) {
      group = { materialId: file.material_id, productName: productNames.get(file.material_id), files: [] };
      groups.set(file.material_id, group);
    }
    group.files.push(file);
  }
  const collator = new Intl.Collator(locale);
  const typeRank = (file: PortalFile) => (file.type === 'sdb' ? 0 : 1);
  return [...groups.values()]
    .map((group) => ({
      ...group,
      files: group.files.sort(
        (a, b) => typeRank(a) - typeRank(b) || b.creation_date.localeCompare(a.creation_date),
      ),
    }))
    .sort(
      (a, b) =>
        collator.compare(a.productName ?? a.materialId, b.productName ?? b.materialId) ||
        a.materialId.localeCompare(b.materialId),
    );
}

/** The languages found in the files, for the language filter. */
export function languagesOf(files: readonly PortalFile[]): string[] {
  return [...new Set(files.flatMap((file) => file.languages))].sort();
}

/** The portal's languages an SDS of this group lacks (these can be requested in one click). */
export function missingLanguages(group: ProductGroup, wanted: readonly string[]): string[] {
  const present = new Set(
    group.files.filter((file) => file.type === 'sdb').flatMap((file) => file.languages),
  );
  return wanted.filter((language) => !present.has(language));
}

/** The country an SDS in this language is usually for; the user may change it in the request. */
export const countryForLanguage: Partial<Record<string, Country>> = {
  de: 'DEU',
  en: 'GBR',
  es: 'ESP',
  fr: 'FRA',
  nl: 'NLD',
  pl: 'POL',
  it: 'ITA',
};
