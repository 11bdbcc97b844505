import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { Icon } from '../Icon/Icon';
// The side menu's own entry style: the trigger there must look like its neighbours.
import { item as sideMenuEntry } from '../SideMenu/SideMenu.css';
import { item, menu, popover, sideMenuLabel, trigger } from './LanguageSwitch.css';

export interface LanguageOption<Code extends string = string> {
  code: Code;
  /** The language's name in itself ('Deutsch', 'English'), so everyone finds their own. */
  label: string;
}

export const languageSwitchVariants = ['header', 'sideMenu'] as const;
export type LanguageSwitchVariant = (typeof languageSwitchVariants)[number];

export interface LanguageSwitchProps<Code extends string = string> {
  languages: readonly LanguageOption<Code>[];
  current: Code;
  onChange: (code: Code) => void;
  /** The button's accessible name, e.g. "Sprache: Deutsch". */
  label: string;
  /** Show the current language's name next to the globe (off for a compact header). Header variant only. */
  showCurrent?: boolean;
  /**
   * Only the trigger differs: a compact button for the header, or a full-width row that reads like the other
   * side menu entries and shows `label`. The menu it opens is the same, so the portal has one language picker.
   */
  variant?: LanguageSwitchVariant;
}

/**
 * A menu of languages with the current one checked; choosing one calls `onChange`. Every language name carries
 * its own `lang`, so a screen reader says 'Français' in French, not in the page's language.
 */
export function LanguageSwitch<Code extends string>({
  languages,
  current,
  onChange,
  label,
  showCurrent = true,
  variant = 'header',
}: LanguageSwitchProps<Code>) {
  const currentOption = languages.find((language) => language.code === current);
  return (
    <MenuTrigger>
      {variant === 'sideMenu' ? (
        <Button className={sideMenuEntry} aria-label={label}>
          <Icon name="globe" />
          <span className={sideMenuLabel}>{label}</span>
          <Icon name="chevronDown" size="small" />
        </Button>
      ) : (
        <Button className={trigger} aria-label={label}>
          <Icon name="globe" />
          {showCurrent && <span lang={current}>{currentOption?.label ?? current}</span>}
          <Icon name="chevronDown" size="small" />
        </Button>
      )}
      <Popover placement={variant === 'sideMenu' ? 'bottom start' : 'bottom end'} className={popover}>
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
                  <span lang={language.code}>{language.label}</span>
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
