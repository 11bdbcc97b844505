import { Widget } from '@kundenportal/ui';
import type { DashboardWidget, DashboardWidgetRenderProps } from '../shared/dashboard';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { usePageHref } from '../shared/pages';
import { type ProductListKind, ProductListWidgetBody, useProductList } from '../domain/productLists';
import { basketMessages as m } from './messages';

const texts = {
  basket: {
    empty: m.basketEmpty,
    failed: m.widgetBasketFailed,
    showAll: m.widgetBasketShowAll,
    page: 'basket',
  },
  favorites: {
    empty: m.favoritesEmpty,
    failed: m.widgetFavoritesFailed,
    showAll: m.widgetFavoritesShowAll,
    page: 'favorites',
  },
} as const;

/** The basket or favourites at a glance (spec §2, §9): at most three product descriptions and the way there. */
export function ProductListWidget({
  kind,
  title,
  headingLevel,
  onRemove,
  removeLabel,
}: DashboardWidgetRenderProps & { kind: ProductListKind }) {
  const intl = useIntl();
  const href = usePageHref();
  const { items, failure, isLoading } = useProductList(kind);
  const t = texts[kind];
  return (
    <Widget
      title={title}
      headingLevel={headingLevel}
      onRemove={onRemove}
      removeLabel={removeLabel}
      isLoading={isLoading}
      loadingLabel={intl.formatMessage(commonMessages.loading)}
      emptyText={
        failure ? intl.formatMessage(t.failed) : items.length === 0 ? intl.formatMessage(t.empty) : undefined
      }
      showAll={{ href: href(t.page), label: intl.formatMessage(t.showAll) }}
    >
      <ProductListWidgetBody items={items} />
    </Widget>
  );
}

export const basketWidget: DashboardWidget = {
  id: 'basket',
  title: m.basketTitle,
  render: (props) => <ProductListWidget kind="basket" {...props} />,
};

export const favoritesWidget: DashboardWidget = {
  id: 'favorites',
  title: m.favoritesTitle,
  render: (props) => <ProductListWidget kind="favorites" {...props} />,
};
