import { describe, expect, it } from 'vitest';
import { type DashboardWidget, type DashboardWidgetId, defaultWidgetOrder, widgetsInOrder } from './widgets';

const widget = <Id extends DashboardWidgetId>(id: Id): DashboardWidget<Id> => ({
  id,
  title: { id: `test.${id}`, defaultMessage: id },
  render: () => null,
});

describe('dashboard widgets', () => {
  it('keeps the default order Basket, Favorites, Order, Search, Document, Profile', () => {
    expect(defaultWidgetOrder).toEqual(['basket', 'favorites', 'order', 'search', 'document', 'profile']);
  });

  it('lists only registered widgets, in order', () => {
    const registry = { profile: widget('profile'), basket: widget('basket') };
    expect(widgetsInOrder(registry).map((w) => w.id)).toEqual(['basket', 'profile']);
    expect(widgetsInOrder(registry, ['profile', 'order', 'basket']).map((w) => w.id)).toEqual([
      'profile',
      'basket',
    ]);
    expect(widgetsInOrder({})).toEqual([]);
  });
});
