import { Suspense } from 'react';
import { Button } from 'react-aria-components/Button';
import { lazyOverlay, usePreloadWhenIdle } from '../../hooks/lazyOverlay';
import { useMenuButton } from '../../hooks/useMenuButton';
import { Icon } from '../Icon/Icon';
import type { LanguageMenuProps, LanguageOption } from './LanguageMenu';

export type { LanguageOption } from './LanguageMenu';

import { trigger } from './LanguageSwitch.css';

export interface LanguageSwitchProps<Code extends string = string> {
  languages: readonly LanguageOption<Code>[];
  current: Code;
  onChange: (code: Code) => void;
  /** The button's accessible name, e.g. "Sprache: Deutsch". */
  label: string;
  /** Show the current language's name next to the globe (off for a compact header). */
  showCurrent?: boolean;
}

// The menu and its popover load at idle or on first use; the button is part of every page.
const LanguageMenu = lazyOverlay<LanguageMenuProps>(
  async () => (await import('./LanguageMenu')).LanguageMenu,
);

/** A menu of languages with the current one checked; choosing one calls `onChange`. */
export function LanguageSwitch<Code extends string>({
  languages,
  current,
  onChange,
  label,
  showCurrent = true,
}: LanguageSwitchProps<Code>) {
  usePreloadWhenIdle(LanguageMenu);
  const menuButton = useMenuButton(LanguageMenu.preload);
  const currentOption = languages.find((language) => language.code === current);
  return (
    <>
      <Button className={trigger} aria-label={label} {...menuButton.buttonProps}>
        <Icon name="globe" />
        {showCurrent && <span lang={current}>{currentOption?.label ?? current}</span>}
        <Icon name="chevronDown" size="small" />
      </Button>
      {menuButton.hasOpened && (
        <Suspense fallback={null}>
          <LanguageMenu
            {...menuButton.menuProps}
            languages={languages}
            current={current}
            onChange={(code) => onChange(code as Code)}
            label={label}
          />
        </Suspense>
      )}
    </>
  );
}
