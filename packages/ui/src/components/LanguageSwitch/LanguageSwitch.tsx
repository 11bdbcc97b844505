import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { Icon } from '../Icon/Icon';
import { item, menu, popover, trigger } from './LanguageSwitch.css';

export interface LanguageOption<Code extends string = string> {
  code: Code;
  /** The language's name in itself ('Deutsch', 'English'), so everyone finds their own. */
  label: string;
}

export interface LanguageSwitchProps<Code extends string = string> {
  languages: readonly LanguageOption<Code>[];
  current: Code;
  onChange: (code: Code) => void;
  /** The button's accessible name, e.g. "Sprache: Deutsch". */
  label: string;
  /** Show the current language's name next to the globe (off for a compact header). */
  showCurrent?: boolean;
}

/** A menu of languages with the current one checked; choosing one calls `onChange`. */
export function LanguageSwitch<Code extends string>({
  languages,
  current,
  onChange,
  label,
  showCurrent = true,
}: LanguageSwitchProps<Code>) {
  const currentOption = languages.find((language) => language.code === current);
  return (
    <MenuTrigger>
      <Button className={trigger} aria-label={label}>
        <Icon name="globe" />
        {showCurrent && <span lang={current}>{currentOption?.label ?? current}</span>}
        <Icon name="chevronDown" size="small" />
      </Button>
      <Popover placement="bottom end" className={popover}>
        <Menu
          aria-label={label}
          className={menu}
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
                  {language.label}
                  {isSelected && <Icon name="check" size="small" />}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
