import { MenuItem } from 'react-aria-components/Menu';
import { Icon } from '../Icon/Icon';
import { MenuPopover, type MenuPopoverState } from '../MenuPopover/MenuPopover';
import { item, menu, popover } from './LanguageSwitch.css';

export interface LanguageOption<Code extends string = string> {
  code: Code;
  /** The language's name in itself ('Deutsch', 'English'), so everyone finds their own. */
  label: string;
}

export interface LanguageMenuProps<Code extends string = string> extends MenuPopoverState {
  languages: readonly LanguageOption<Code>[];
  current: Code;
  onChange: (code: Code) => void;
  label: string;
  /** Under the header's button its right edge, under the side menu's row its left. */
  placement?: 'bottom end' | 'bottom start';
}

/** The language switch's menu, loaded apart from the page (see lazyOverlay). */
export function LanguageMenu<Code extends string>({
  languages,
  current,
  onChange,
  label,
  placement,
  ...state
}: LanguageMenuProps<Code>) {
  return (
    <MenuPopover
      {...state}
      label={label}
      placement={placement}
      popoverClassName={popover}
      menuClassName={menu}
      selectionMode="single"
      selectedKeys={[current]}
      disallowEmptySelection
      onAction={(key) => {
        if (key !== current) onChange(key as Code);
      }}
    >
      {languages.map((language) => (
        <MenuItem
          key={language.code}
          id={language.code}
          className={item}
          textValue={language.label}
          lang={language.code}
        >
          {({ isSelected }) => (
            <>
              <span lang={language.code}>{language.label}</span>
              {isSelected && <Icon name="check" size="small" />}
            </>
          )}
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
