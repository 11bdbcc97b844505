import { type ProductListKind, ProductListWidgetBody, useProductList } from '../domain/productLists';
import { type DashboardWidget, type DashboardWidgetRenderProps, PageWidget } from '../shared/dashboard';
import { useIntl } from '../shared/i18n';
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
  ...frame
}: DashboardWidgetRenderProps & { kind: ProductListKind }) {
  const intl = useIntl();
  const { items, failure, isLoading } = useProductList(kind);
  const t = texts[kind];
  return (
    <PageWidget
      {...frame}
      page={t.page}
      showAllLabel={intl.formatMessage(t.showAll)}
      isLoading={isLoading}
      failure={failure ? { text: intl.formatMessage(t.failed) } : undefined}
      emptyText={items.length === 0 ? intl.formatMessage(t.empty) : undefined}
    >
      <ProductListWidgetBody items={items} />
    </PageWidget>
  );
}

export const basketWidget: DashboardWidget<'basket'> = {
  id: 'basket',
  title: m.basketTitle,
  render: (props) => <ProductListWidget kind="basket" {...props} />,
};

export const favoritesWidget: DashboardWidget<'favorites'> = {
  id: 'favorites',
  title: m.favoritesTitle,
  render: (props) => <ProductListWidget kind="favorites" {...props} />,
};
