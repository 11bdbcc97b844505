/**
 * Where the app remembers config.json's brand for the next page load – read by the brand boot script in
 * apps/portal/index.html before the first paint. Apart from applyBrand, so the entry can ask whether there is one
 * without loading it.
 */
export const brandHintKey = 'kundenportal.brand';

/** What the boot script reads: the same-origin paths of the logo and the two faces. */
export interface BrandHint {
  logo?: string;
  regular?: string;
  bold?: string;
}
