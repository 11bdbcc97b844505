import { MenuItem } from 'react-aria-components/Menu';
import { MenuPopover, type MenuPopoverState } from '../MenuPopover/MenuPopover';
import { menu, menuItem, popover } from './ActionMenu.css';

export interface ActionMenuItem {
  id: string;
  label: string;
  isDisabled?: boolean;
  /** Marks a destructive action such as 'Löschen' in the error colour; the label must say it too. */
  isDanger?: boolean;
}

export interface ActionMenuPopoverProps extends MenuPopoverState {
  label: string;
  items: readonly ActionMenuItem[];
  onAction: (id: string) => void;
}

/** The action menu's popover, loaded apart from the page that shows its button (see lazyOverlay). */
export function ActionMenuPopover({ label, items, onAction, ...state }: ActionMenuPopoverProps) {
  return (
    <MenuPopover {...state} label={label} popoverClassName={popover} menuClassName={menu} onAction={onAction}>
      {items.map((item) => (
        <MenuItem
          key={item.id}
          id={item.id}
          textValue={item.label}
          isDisabled={item.isDisabled}
          className={menuItem({ isDanger: item.isDanger ?? false })}
        >
          {item.label}
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
