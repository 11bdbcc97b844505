import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const inlineAlertTypes = ['error', 'warning', 'info', 'success'] as const;

// Text stays in the body colour on every surface (≥ 13:1); the type colour, used for the edge and the
// icon, keeps ≥ 5:1 on its own surface.
export const alert = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: vars.space.small,
    rowGap: vars.space.small,
    padding: vars.space.medium,
    border: '1px solid',
    borderInlineStartWidth: '6px',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBody,
    lineHeight: vars.font.lineHeight,
    color: vars.color.text,
  },
  variants: {
    type: {
      error: { background: vars.color.errorSurface, borderColor: vars.color.error },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
    },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    // Centres the 24px icon on the first line of text.
    marginBlockStart: `calc((${vars.font.lineHeight} * 1em - 24px) / 2)`,
  },
  variants: {
    type: {
      error: { color: vars.color.error },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
    },
  },
});

// The action moves under the text once the text would get narrower than this.
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.font.weightBold });

export const body = style({ margin: 0, overflowWrap: 'anywhere' });

export const action = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  marginInlineStart: 'auto',
});
