import {
  desktopQuery,
  largeQuery,
  mediumQuery,
  raisedSurface,
  raisedSurfaceCompact,
  vars,
} from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

// A faint field of hexagons (the signet's shape) on the dark brand surface; an inline SVG, no raster image.
const hexagons = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="97" viewBox="0 0 56 97"><path d="M28 1l26 15v30L28 61 2 46V16zM28 61v36" fill="none" stroke="#ffffff" stroke-opacity=".07" stroke-width="1.5"/></svg>',
)}")`;

export const home = style({ display: 'flex', flexDirection: 'column' });

export const hero = style({
  background: `${hexagons} right -40px top -20px / 56px 97px repeat, linear-gradient(120deg, ${vars.color.brandStrong} 0%, ${vars.color.brandStrong} 55%, ${vars.color.brand} 100%)`,
  color: vars.color.textInverse,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const heroInner = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.large} ${vars.space.xxlarge}`,
  '@media': { [largeQuery]: { paddingBlock: `${vars.space.xxlarge} 64px` } },
});

export const eyebrow = style({
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.accentOnDark,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.letterSpacingCaps,
  textTransform: 'uppercase',
});

export const title = style({
  maxWidth: '20ch',
  fontSize: vars.font.sizeDisplay,
  color: vars.color.textInverse,
});

export const lead = style({
  maxWidth: '40rem',
  margin: `0 0 ${vars.space.large}`,
  color: vars.color.textOnDarkMuted,
  fontSize: vars.font.sizeLarge,
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const content = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `0 ${vars.space.medium} ${vars.space.xlarge}`,
  '@media': { [mediumQuery]: { paddingInline: vars.space.large } },
});

/** The search card overlaps the hero's lower edge: the page's second step, right under the promise. */
export const searchPanel = style({
  position: 'relative',
  marginTop: `calc(-1 * ${vars.space.xlarge})`,
  padding: vars.space.large,
  ...raisedSurface,
  boxShadow: vars.shadow.medium,
});

export const searchTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.font.sizeLarge,
  color: vars.color.brandStrong,
});

export const searchForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [mediumQuery]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const searchHint = style({
  margin: `${vars.space.small} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const priceNote = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const sectionTitle = style({
  margin: `${vars.space.xxlarge} 0 ${vars.space.large}`,
  fontSize: vars.font.sizeSubheading,
  color: vars.color.brandStrong,
});

export const advantages = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [mediumQuery]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [desktopQuery]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.large },
  },
});

export const advantage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  ...raisedSurfaceCompact,
  borderTop: `3px solid ${vars.color.accent}`,
});

export const advantageIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const advantageTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  color: vars.color.brandStrong,
});

export const advantageText = style({ margin: 0 });

export const help = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xlarge,
  color: vars.color.brand,
});
