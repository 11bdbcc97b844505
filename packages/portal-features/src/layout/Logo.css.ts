/**
 * The operator's logo (config.json `brand.logo`): a fixed box, whatever the image's size and shape (contained),
 * so nothing beside it moves when it arrives – and the same box, filled from `--brand-logo`, in the wordmark's
 * place while the prerendered page is drawn with the build's config (the brand boot script in
 * apps/portal/index.html marks the page `data-brand-logo` before its first paint).
 */
import { mediumQuery, vars } from '@kundenportal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const logoBox = { width: 120, height: 32, mediumWidth: 160, mediumHeight: 40 } as const;

const box = {
  display: 'block',
  boxSizing: 'border-box',
  width: `${logoBox.width}px`,
  height: `${logoBox.height}px`,
} as const;
const mediumBox = { width: `${logoBox.mediumWidth}px`, height: `${logoBox.mediumHeight}px` } as const;
/** On the dark footer a logo made for light ground sits on a white plate. */
const plate = {
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.background,
} as const;

export const brandImage = recipe({
  base: {
    ...box,
    objectFit: 'contain',
    objectPosition: 'left center',
    '@media': { [mediumQuery]: mediumBox },
  },
  // On the plate the logo sits in its middle: a badge of the box's size, whatever the logo's shape.
  variants: { tone: { onLight: {}, onDark: { ...plate, objectPosition: 'center' } } },
  defaultVariants: { tone: 'onLight' },
});

const marked = 'html[data-brand-logo] &';
export const wordmarkSlot = recipe({
  base: {
    display: 'contents',
    selectors: {
      [marked]: {
        ...box,
        overflow: 'hidden',
        backgroundImage: 'var(--brand-logo)',
        backgroundSize: 'contain',
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'left center',
        backgroundOrigin: 'content-box',
      },
    },
    '@media': { [mediumQuery]: { selectors: { [marked]: mediumBox } } },
  },
  variants: {
    tone: { onLight: {}, onDark: { selectors: { [marked]: { ...plate, backgroundPosition: 'center' } } } },
  },
  defaultVariants: { tone: 'onLight' },
});

/** The wordmark keeps its place in the markup (hydration) but is not seen under the logo. */
export const wordmarkInSlot = style({ display: 'contents' });
globalStyle(`html[data-brand-logo] ${wordmarkInSlot}`, { visibility: 'hidden' });
