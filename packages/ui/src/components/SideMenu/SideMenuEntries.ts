import type { ReactNode } from 'react';
import type { IconName } from '../Icon/IconShapes';

/** A navigation target: a link when it has an `href`, otherwise a button running `onAction` (login, logout). */
export interface SideMenuItem {
  id: string;
  label: string;
  href?: string;
  icon?: IconName;
  onAction?: () => void;
  /**
   * A count bubble after the label (e.g. unseen updates). `label` says what it counts ("3 neue
   * Sicherheitsdatenblätter") and joins the item's accessible name; the bubble itself is not read out.
   */
  badge?: { count: number; label: string };
}

/** A labelled group of items. */
export interface SideMenuSection {
  id: string;
  label?: string;
  items: readonly SideMenuItem[];
}

/** Free content between the items, e.g. the customer or client selector or the language switch. */
export interface SideMenuSlot {
  id: string;
  content: ReactNode;
}

export type SideMenuEntry = SideMenuItem | SideMenuSection | SideMenuSlot;

export function isSideMenuSection(entry: SideMenuEntry): entry is SideMenuSection {
  return 'items' in entry;
}

export function isSideMenuSlot(entry: SideMenuEntry): entry is SideMenuSlot {
  return 'content' in entry;
}

export interface SideMenuLabels {
  /** The navigation landmark's name, e.g. "Hauptmenü". */
  navigation: string;
  /** The drawer's close button on mobile. */
  close: string;
}
