import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { lazyOverlay, usePreloadWhenIdle } from '../../hooks/lazyOverlay';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { desktopQuery } from '../../theme/tokens';
import { desktopNav } from './SideMenu.css';
import type { SideMenuDrawerProps } from './SideMenuDrawer';
import type { SideMenuEntry, SideMenuLabels } from './SideMenuEntries';

export type { SideMenuLabels } from './SideMenuEntries';

import { SideMenuList } from './SideMenuList';

// The drawer (react-aria's modal and focus scope) loads at idle where it can open (below desktop width) or when
// it first opens, not with the page.
const SideMenuDrawer = /* @__PURE__ */ lazyOverlay<SideMenuDrawerProps>(
  async () => (await import('./SideMenuDrawer')).SideMenuDrawer,
);

export interface SideMenuProps {
  /** The header's menu toggle points here with aria-controls. */
  id: string;
  items: readonly SideMenuEntry[];
  /** The item of the current page, marked aria-current="page". */
  activeId?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: SideMenuLabels;
  /** Forces the mobile drawer on or off; by default it follows the viewport (below xlarge is mobile). */
  isMobile?: boolean;
}

/**
 * The main navigation. On desktop a column beside the page that the header toggle shows or hides; on mobile
 * a modal drawer that starts closed, closes on Escape, outside click or after choosing an item, and hands
 * focus back to the toggle.
 */
export function SideMenu({ id, items, activeId, isOpen, onOpenChange, labels, isMobile }: SideMenuProps) {
  const isDesktopViewport = useMediaQuery(desktopQuery);
  const mobile = isMobile ?? !isDesktopViewport;
  useCloseWhenBecomingMobile(mobile, isOpen, onOpenChange);
  usePreloadWhenIdle(SideMenuDrawer, mobile);
  // Mounted from its first opening on, so its closing runs through the modal (focus back to the toggle).
  const [hasOpened, setHasOpened] = useState(false);
  if (mobile && isOpen && !hasOpened) setHasOpened(true);

  if (!mobile) {
    return (
      <nav id={id} aria-label={labels.navigation} className={desktopNav} hidden={!isOpen}>
        <SideMenuList entries={items} activeId={activeId} onChoose={() => {}} />
      </nav>
    );
  }

  return hasOpened || isOpen ? (
    <Suspense fallback={null}>
      <SideMenuDrawer
        id={id}
        items={items}
        activeId={activeId}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        labels={labels}
      />
    </Suspense>
  ) : null;
}

/**
 * Mobile starts collapsed: on the first mobile render, and whenever the viewport shrinks to mobile, an open
 * menu is closed. A layout effect, so the drawer never flashes open before the first paint.
 */
function useCloseWhenBecomingMobile(
  isMobile: boolean,
  isOpen: boolean,
  onOpenChange: (isOpen: boolean) => void,
) {
  const wasMobile = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    if (isMobile && wasMobile.current !== true && isOpen) {
      onOpenChange(false);
    }
    wasMobile.current = isMobile;
  }, [isMobile, isOpen, onOpenChange]);
}
