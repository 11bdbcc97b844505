/**
 * The operator's brand assets (config.json `brand`) without a rebuild and without anything moving once the
 * page is on screen. The page's first paint comes from prerendered HTML, before any of the app's code has run,
 * so the app remembers the brand in localStorage and a few lines in apps/portal/index.html (the brand boot
 * script, allowed by its hash in the CSP) put it in place before that paint on every later page load:
 * - the DIN faces as FontFaces (`font-display: optional`) – text is set in DIN from the first paint when the
 *   files are cached, else in Barlow for the whole page, never swapped (a face added after the first paint
 *   would either never be used or move every line);
 * - the logo's box (`html[data-brand-logo]`, `--brand-logo`), which the wordmark's place shows until React
 *   draws the `<img>` into the same box (layout/Logo.tsx).
 * The first page of a first visit, or the first after the operator changed the files, shows Barlow and fetches
 * the new files into the cache for the next one.
 */
import type { Brand } from '../config';
import { type BrandHint, brandHintKey } from './hint';
/** The family the operator's faces are registered as: the first of the theme's font stack (packages/ui tokens). */
export const brandFontFamily = 'DIN';
const weights = { regular: '400', bold: '700' } as const;

export interface BrandEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The document's root element: it carries the logo's marker and its `--brand-logo` image. */
  root: HTMLElement;
  /** Fetches a face into the browser's cache, not into this page (a FontFace's own load, never added). */
  preloadFont(url: string, weight: string): Promise<unknown>;
}

const browserEnvironment = (): BrandEnvironment => ({
  storage: localStorage,
  root: document.documentElement,
  preloadFont: (url, weight) =>
    new FontFace(brandFontFamily, `url("${url}")`, { weight, display: 'optional' }).load(),
});

function readHint(storage: BrandEnvironment['storage']): BrandHint {
  try {
    const hint: unknown = JSON.parse(storage.getItem(brandHintKey) ?? '{}');
    return typeof hint === 'object' && hint !== null ? (hint as BrandHint) : {};
  } catch {
    return {};
  }
}

/**
 * Puts this deployment's brand in place once config.json is read: the logo's box now, the faces for the next
 * page load (fetched now unless this page's boot script already had them), and remembers both for that load.
 */
export function applyBrand(brand: Brand, environment: BrandEnvironment = browserEnvironment()): void {
  const { storage, root } = environment;
  const booted = readHint(storage);
  const hint: BrandHint = { ...(brand.logo && { logo: brand.logo }), ...brand.fonts };
  try {
    if (Object.keys(hint).length > 0) storage.setItem(brandHintKey, JSON.stringify(hint));
    else storage.removeItem(brandHintKey);
  } catch {
    // No storage (private mode, quota): the brand shows from config.json alone, the fonts never.
  }
  if (brand.logo) {
    root.dataset.brandLogo = '';
    root.style.setProperty('--brand-logo', `url("${brand.logo}")`);
  } else {
    delete root.dataset.brandLogo;
    root.style.removeProperty('--brand-logo');
  }
  for (const face of ['regular', 'bold'] as const) {
    const url = brand.fonts?.[face];
    if (url && url !== booted[face]) environment.preloadFont(url, weights[face]).catch(() => undefined);
  }
}
