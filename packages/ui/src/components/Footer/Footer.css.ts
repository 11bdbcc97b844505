import { style } from '@vanilla-extract/css';
import { focusRingOnDark } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { desktopQuery } from '../../theme/tokens';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.medium}`,
  background: vars.color.brandStrong,
  borderTop: `4px solid ${vars.color.accent}`,
  color: vars.color.textOnDarkMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  '@media': {
    [desktopQuery]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingInline: vars.space.large,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.small} ${vars.space.large}`,
});

export const copyright = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Links and link-like buttons share one look; the buttons open dialogs instead of pages. */
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textInverse,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRingOnDark,
  },
});
