import type { ReactNode, RefObject } from 'react';
import { Menu, type MenuProps, Popover } from 'react-aria-components/Menu';

/** What a menu button (useMenuButton) hands its lazily loaded menu. */
export interface MenuPopoverState {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'first' or 'last' when opened by keyboard, true (the menu itself) by pointer. */
  focusStrategy: 'first' | 'last' | true;
}

export interface MenuPopoverProps<T extends object>
  extends MenuPopoverState,
    Pick<MenuProps<T>, 'selectionMode' | 'selectedKeys' | 'disallowEmptySelection'> {
  label: string;
  /** Where the popover opens beside its button (default: under it, right edges aligned). */
  placement?: 'bottom end' | 'bottom start';
  popoverClassName: string;
  menuClassName: string;
  /** Called with the chosen item's id after the menu closed. */
  onAction: (key: string) => void;
  children: ReactNode;
}

/**
 * A menu in a popover under its button, without react-aria's MenuTrigger (whose import would bring this code
 * into the page's entry): the button stays in the page, this part loads on first use (see lazyOverlay).
 * Choosing an item closes the menu and returns focus to the button, as MenuTrigger does.
 */
export function MenuPopover<T extends object>({
  triggerRef,
  isOpen,
  onOpenChange,
  focusStrategy,
  label,
  placement = 'bottom end',
  popoverClassName,
  menuClassName,
  onAction,
  children,
  ...selection
}: MenuPopoverProps<T>) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      className={popoverClassName}
    >
      <Menu
        {...selection}
        aria-label={label}
        className={menuClassName}
        autoFocus={focusStrategy}
        onAction={(key) => {
          onOpenChange(false);
          onAction(String(key));
        }}
      >
        {children}
      </Menu>
    </Popover>
  );
}
