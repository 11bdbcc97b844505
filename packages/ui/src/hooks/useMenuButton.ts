import { useRef, useState } from 'react';
import type { PressEvent } from 'react-aria-components/Button';

type FocusStrategy = 'first' | 'last' | true;

/**
 * The trigger half of a menu whose popover loads apart (see lazyOverlay): what react-aria's MenuTrigger
 * does for its button – aria-haspopup/expanded, Enter, Space and the arrow keys – without importing the
 * menu, popover and focus-scope code that MenuTrigger brings. Hover, focus and the press's start (a touch, before
 * it is lifted) start loading the menu.
 */
export function useMenuButton(preload: () => Promise<unknown>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>(true);
  const open = (strategy: FocusStrategy) => {
    setFocusStrategy(strategy);
    setHasOpened(true);
    setOpen(true);
  };
  const warm = () => {
    preload().catch(() => undefined);
  };
  return {
    hasOpened,
    buttonProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      onPress: (event: PressEvent) =>
        isOpen ? setOpen(false) : open(event.pointerType === 'keyboard' ? 'first' : true),
      onKeyDown: (event: { key: string; preventDefault: () => void }) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open(event.key === 'ArrowDown' ? 'first' : 'last');
        }
      },
      onHoverStart: warm,
      onFocus: warm,
      onPressStart: warm,
    },
    menuProps: { triggerRef, isOpen, onOpenChange: setOpen, focusStrategy },
  };
}
