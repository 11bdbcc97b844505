import { describe, expect, it } from 'vitest';
import {
  addableWidgets,
  addWidget,
  defaultLayout,
  isDefaultLayout,
  moveWidget,
  parseLayout,
  removeWidget,
  shownWidgets,
} from './widgetLayout';

const all = ['basket', 'favorites', 'order', 'search', 'document', 'profile'] as const;

describe('dashboard widget layout', () => {
  it('starts in the spec order Basket, Favorites, Order, Search, Document, Profile', () => {
    expect(shownWidgets(defaultLayout, all)).toEqual([...all]);
    expect(isDefaultLayout(defaultLayout)).toBe(true);
  });

  it('shows only the widgets available to the user', () => {
    expect(shownWidgets(defaultLayout, ['profile', 'order'])).toEqual(['order', 'profile']);
  });

  it('removes and adds back at the end', () => {
    const removed = removeWidget(defaultLayout, 'order');
    expect(shownWidgets(removed, all)).toEqual(['basket', 'favorites', 'search', 'document', 'profile']);
    expect(addableWidgets(removed, all)).toEqual(['order']);
    expect(addableWidgets(removed, ['profile'])).toEqual([]);
    const added = addWidget(removed, 'order');
    expect(shownWidgets(added, all)).toEqual([
      'basket',
      'favorites',
      'search',
      'document',
      'profile',
      'order',
    ]);
    expect(addableWidgets(added, all)).toEqual([]);
  });

  it('moves among the shown widgets, skipping hidden and unavailable ones', () => {
    const available = ['basket', 'order', 'document', 'profile'] as const;
    const layout = removeWidget(defaultLayout, 'order');
    const moved = moveWidget(layout, 'document', -1, available);
    expect(shownWidgets(moved, available)).toEqual(['document', 'basket', 'profile']);
    expect(moveWidget(moved, 'document', -1, available)).toBe(moved);
    expect(moveWidget(moved, 'profile', 1, available)).toBe(moved);
    const down = moveWidget(moved, 'document', 1, available);
    expect(shownWidgets(down, available)).toEqual(['basket', 'document', 'profile']);
    expect(isDefaultLayout(down)).toBe(false);
  });

  it('reads what storage holds defensively', () => {
    expect(parseLayout(null)).toBeUndefined();
    expect(parseLayout({ order: 'x', hidden: [] })).toBeUndefined();
    expect(parseLayout({ order: ['profile', 'nonsense', 'profile'], hidden: ['basket', 'x'] })).toEqual({
      order: ['profile', 'basket', 'favorites', 'order', 'search', 'document'],
      hidden: ['basket'],
    });
  });
});
