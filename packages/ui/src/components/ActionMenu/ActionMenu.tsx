import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/IconShapes';
import { menu, menuItem, popover } from './ActionMenu.css';

export interface ActionMenuItem {
  id: string;
  label: string;
  isDisabled?: boolean;
  /** Marks a destructive action such as 'Löschen' in the error colour; the label must say it too. */
  isDanger?: boolean;
}

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
  return (
    <MenuTrigger>
      <Button variant="tertiary" iconOnly aria-label={label} isDisabled={isDisabled}>
        <Icon name={triggerIcon} />
      </Button>
      <Popover placement="bottom end" offset={4} className={popover}>
        <Menu aria-label={label} items={items} onAction={(key) => onAction(String(key))} className={menu}>
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={menuItem({ isDanger: item.isDanger ?? false })}
            >
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
