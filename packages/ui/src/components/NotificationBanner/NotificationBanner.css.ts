import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const notificationTypes = ['success', 'error', 'info'] as const;

/** Always in the DOM so the live regions exist before a message arrives; empty it takes no room or clicks. */
export const root = recipe({
  base: {
    insetInline: 0,
    top: `calc(${vars.size.headerHeight} + ${vars.space.small})`,
    zIndex: vars.zIndex.notification,
    display: 'flex',
    justifyContent: 'center',
    paddingInline: vars.space.small,
    pointerEvents: 'none',
  },
  variants: {
    placement: {
      /** Over the page, under the header. */
      overlay: { position: 'fixed' },
      /** In the flow at the top of the content, sticky under the header: it never covers the page heading. */
      inline: { position: 'sticky', marginBottom: vars.space.small },
    },
  },
});

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    width: `min(100%, ${vars.size.modalMaxWidth})`,
    fontFamily: vars.font.family,
    color: vars.color.text,
  },
  variants: {
    isOpen: {
      true: {
        padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.medium}`,
        borderInlineStart: '6px solid',
        borderRadius: vars.radius.medium,
        boxShadow: vars.shadow.medium,
        cursor: 'pointer',
        pointerEvents: 'auto',
      },
      false: {},
    },
    type: {
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      error: { background: vars.color.errorSurface, borderColor: vars.color.error },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
    },
  },
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  // An empty region must stay in the accessibility tree (or it will not announce), just without room.
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

export const messageIcon = recipe({
  base: { display: 'inline-flex' },
  variants: {
    type: {
      success: { color: vars.color.success },
      error: { color: vars.color.error },
      info: { color: vars.color.info },
    },
  },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: 'rgba(0, 0, 0, 0.08)' },
    '&[data-focus-visible]': focusRingInset,
  },
});
