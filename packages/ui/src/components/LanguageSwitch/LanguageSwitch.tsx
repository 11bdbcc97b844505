import { Suspense } from 'react';
import { Button } from 'react-aria-components/Button';
import { lazyOverlay } from '../../hooks/lazyOverlay';
import { useMenuButton } from '../../hooks/useMenuButton';
import { Icon } from '../Icon/Icon';
// The side menu's own entry style: the trigger there must look like its neighbours.
import { item as sideMenuEntry } from '../SideMenu/SideMenu.css';
import type { LanguageMenuProps, LanguageOption } from './LanguageMenu';
import { sideMenuLabel, trigger } from './LanguageSwitch.css';

export type { LanguageOption } from './LanguageMenu';

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

// The menu and its popover (react-aria's menu, collection, popover and focus-scope code, 25 KB gzip) load when
// the button is hovered, focused or pressed, not at idle: most visits never open it, and on the home page it was
// an eighth of all the JS a visit loads (issue 43.5). A press before it is in opens the menu when it is.
const LanguageMenu = /* @__PURE__ */ lazyOverlay<LanguageMenuProps>(
  async () => (await import('./LanguageMenu')).LanguageMenu,
);

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
  const menuButton = useMenuButton(LanguageMenu.preload);
  const currentOption = languages.find((language) => language.code === current);
  return (
    <>
      {variant === 'sideMenu' ? (
        <Button className={sideMenuEntry} aria-label={label} {...menuButton.buttonProps}>
          <Icon name="globe" />
          <span className={sideMenuLabel}>{label}</span>
          <Icon name="chevronDown" size="small" />
        </Button>
      ) : (
        <Button className={trigger} aria-label={label} {...menuButton.buttonProps}>
          <Icon name="globe" />
          {showCurrent && <span lang={current}>{currentOption?.label ?? current}</span>}
          <Icon name="chevronDown" size="small" />
        </Button>
      )}
      {menuButton.hasOpened && (
        <Suspense fallback={null}>
          <LanguageMenu
            {...menuButton.menuProps}
            languages={languages}
            current={current}
            onChange={(code) => onChange(code as Code)}
            label={label}
            placement={variant === 'sideMenu' ? 'bottom start' : 'bottom end'}
          />
        </Suspense>
      )}
    </>
  );
}
