import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyBrand, type BrandEnvironment } from './brandAssets';
import { brandHintKey } from './hint';

const fonts = { regular: '/brand/din-regular.woff2', bold: '/brand/din-bold.woff2' };

function environment(): BrandEnvironment & { preloaded: string[] } {
  const preloaded: string[] = [];
  return {
    storage: localStorage,
    root: document.documentElement,
    preloaded,
    preloadFont: async (url, weight) => {
      preloaded.push(`${weight} ${url}`);
    },
  };
}

const hint = () => JSON.parse(localStorage.getItem(brandHintKey) ?? 'null');
const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.brandLogo;
  root.style.removeProperty('--brand-logo');
});

describe('applyBrand (the app, once config.json is read)', () => {
  it('puts the logo in its box now and remembers it for the next page load', () => {
    applyBrand({ logo: '/brand/logo.svg' }, environment());
    expect(root.dataset.brandLogo).toBe('');
    expect(root.style.getPropertyValue('--brand-logo')).toBe('url("/brand/logo.svg")');
    expect(hint()).toEqual({ logo: '/brand/logo.svg' });
  });

  it('fetches new faces for the next page load – this page keeps its text as it is', () => {
    const first = environment();
    applyBrand({ fonts }, first);
    expect(first.preloaded).toEqual(['400 /brand/din-regular.woff2', '700 /brand/din-bold.woff2']);
    expect(hint()).toEqual(fonts);

    // The next page load: the boot script had the same faces, nothing to fetch.
    const next = environment();
    applyBrand({ fonts }, next);
    expect(next.preloaded).toEqual([]);

    // The operator replaced the bold face: only that one is new.
    const changed = environment();
    applyBrand({ fonts: { ...fonts, bold: '/brand/din-bold-2.woff2' } }, changed);
    expect(changed.preloaded).toEqual(['700 /brand/din-bold-2.woff2']);
  });

  it('forgets what the configuration no longer names', () => {
    applyBrand({ logo: '/brand/logo.svg', fonts }, environment());
    applyBrand({}, environment());
    expect(localStorage.getItem(brandHintKey)).toBeNull();
    expect(root.dataset.brandLogo).toBeUndefined();
    expect(root.style.getPropertyValue('--brand-logo')).toBe('');
  });

  it('shows the logo even where nothing can be stored', () => {
    const full = environment();
    full.storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    applyBrand({ logo: '/brand/logo.png', fonts }, full);
    expect(root.dataset.brandLogo).toBe('');
  });
});

describe('the brand boot script (apps/portal/index.html, before the first paint)', () => {
  const html = readFileSync(join(process.cwd(), 'apps/portal/index.html'), 'utf8');
  const source = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const added: { family: string; source: string; weight?: string; display?: string; loaded: boolean }[] = [];

  beforeEach(() => {
    added.length = 0;
    vi.stubGlobal(
      'FontFace',
      class {
        loaded = false;
        constructor(
          readonly family: string,
          readonly source: string,
          readonly descriptors: FontFaceDescriptors,
        ) {}
        load() {
          this.loaded = true;
          return Promise.resolve(this);
        }
      },
    );
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        add: (face: { family: string; source: string; descriptors: FontFaceDescriptors; loaded: boolean }) =>
          added.push({
            family: face.family,
            source: face.source,
            weight: face.descriptors.weight,
            display: face.descriptors.display,
            get loaded() {
              return face.loaded;
            },
          }),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const boot = () => new Function(source)();

  it('is the first script of the page', () => {
    expect(source).toContain(brandHintKey);
  });

  it('registers the remembered DIN faces (font-display: optional) and starts loading them', () => {
    localStorage.setItem(brandHintKey, JSON.stringify(fonts));
    boot();
    expect(added).toEqual([
      {
        family: 'DIN',
        source: 'url("/brand/din-regular.woff2")',
        weight: '400',
        display: 'optional',
        loaded: true,
      },
      {
        family: 'DIN',
        source: 'url("/brand/din-bold.woff2")',
        weight: '700',
        display: 'optional',
        loaded: true,
      },
    ]);
    expect(root.dataset.brandLogo).toBeUndefined();
  });

  it("sets the logo's box from what applyBrand remembered", () => {
    applyBrand({ logo: '/brand/logo.svg' }, environment());
    delete root.dataset.brandLogo;
    root.style.removeProperty('--brand-logo');
    boot();
    expect(root.dataset.brandLogo).toBe('');
    expect(root.style.getPropertyValue('--brand-logo')).toBe('url("/brand/logo.svg")');
  });

  it('does nothing without a remembered brand, and nothing with one that is not a brand file', () => {
    boot();
    localStorage.setItem(brandHintKey, '{oops');
    boot();
    localStorage.setItem(
      brandHintKey,
      JSON.stringify({
        logo: '/brand/x.svg") , url(https://evil.example/x',
        regular: 'https://evil.example/a.woff2',
      }),
    );
    boot();
    expect(added).toEqual([]);
    expect(root.dataset.brandLogo).toBeUndefined();
  });
});
