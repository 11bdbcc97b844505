import { Suspense } from 'react';
import { lazyOverlay, usePreloadWhenIdle } from '../../hooks/lazyOverlay';
import { useMenuButton } from '../../hooks/useMenuButton';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/IconShapes';
import type { ActionMenuItem, ActionMenuPopoverProps } from './ActionMenuPopover';

export type { ActionMenuItem } from './ActionMenuPopover';

export interface ActionMenuProps {
  /**
   * Accessible name of the trigger button and the menu. In a list, name the row: 'Aktionen für Bestellung
   * 4500123456', so each button says what it acts on.
   */
  label: string;
  items: readonly ActionMenuItem[];
  onAction: (id: string) => void;
  /** Defaults to three dots ('more'). */
  triggerIcon?: IconName;
  isDisabled?: boolean;
}

// The menu, its popover and react-aria's collection code load at idle or on first use; the button renders
// with the page (a dashboard or an order shows the button long before anyone opens the menu).
const ActionMenuPopover = /* @__PURE__ */ lazyOverlay<ActionMenuPopoverProps>(
  async () => (await import('./ActionMenuPopover')).ActionMenuPopover,
);

/**
 * A button that opens a menu of actions, e.g. for a table row. Enter, Space or the arrow keys open it,
 * type-ahead and the arrow keys move through it, Escape closes it; focus returns to the button.
 */
export function ActionMenu({
  label,
  items,
  onAction,
  triggerIcon = 'more',
  isDisabled = false,
}: ActionMenuProps) {
  usePreloadWhenIdle(ActionMenuPopover);
  const menuButton = useMenuButton(ActionMenuPopover.preload);
  return (
    <>
      <Button
        variant="tertiary"
        iconOnly
        aria-label={label}
        isDisabled={isDisabled}
        {...menuButton.buttonProps}
      >
        <Icon name={triggerIcon} />
      </Button>
      {menuButton.hasOpened && (
        <Suspense fallback={null}>
          <ActionMenuPopover {...menuButton.menuProps} label={label} items={items} onAction={onAction} />
        </Suspense>
      )}
    </>
  );
}
