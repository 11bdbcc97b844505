import type { ProductListItem } from '@kundenportal/api-client';
import { Button, Checkbox, ConfirmDialog, EmptyState, Inline, Link, Stack } from '@kundenportal/ui';
import { useState } from 'react';
import {
  AddToListButton,
  ProductListEntries,
  type ProductListKind,
  useProductList,
  useProductListActions,
} from '../domain/productLists';
import { useIntl } from '../shared/i18n';
import { LoadFailed } from '../shared/loading';
import { commonMessages } from '../shared/messages';
import { PageFrame, useUserPending } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { ChooseCompany, useNeedsCompany, useSession } from '../shared/session';
import { entryCount, basketMessages as m, resetQuestion, selectedToBasket } from './messages';
import { QuickOrder } from './quickOrder/QuickOrder';

const texts = {
  basket: {
    title: m.basketTitle,
    lead: m.basketLead,
    entries: m.basketEntries,
    empty: m.basketEmpty,
    emptyHint: m.basketEmptyHint,
    loadFailed: m.basketLoadFailed,
    reset: m.basketReset,
    resetTitle: m.basketResetTitle,
  },
  favorites: {
    title: m.favoritesTitle,
    lead: m.favoritesLead,
    entries: m.favoritesEntries,
    empty: m.favoritesEmpty,
    emptyHint: m.favoritesEmptyHint,
    loadFailed: m.favoritesLoadFailed,
    reset: m.favoritesReset,
    resetTitle: m.favoritesResetTitle,
  },
} as const;

/** /user/basket and /user/favorites (spec §2, §4): the list of the chosen company, edited in place. */
export function ProductListPage({ kind }: { kind: ProductListKind }) {
  const intl = useIntl();
  const t = texts[kind];
  const title = intl.formatMessage(t.title);
  const needsCompany = useNeedsCompany(kind);
  const isUserPending = useUserPending();
  // Before the user is known (no company chosen yet) the list's own frame – heading and lead, the route's shell –
  // so the user's arrival draws the list below them instead of another frame.
  if (needsCompany && !isUserPending) {
    return (
      <PageFrame title={title}>
        <ChooseCompany />
      </PageFrame>
    );
  }
  return <ListContent kind={kind} title={title} />;
}

function ListContent({ kind, title }: { kind: ProductListKind; title: string }) {
  const intl = useIntl();
  const href = usePageHref();
  const t = texts[kind];
  const list = useProductListActions(kind);
  const basket = useProductListActions('basket');
  const { items, failure, isLoading, retry } = useProductList(kind);
  // In a punchout session the basket goes back to the buyer's procurement system instead of being ordered here.
  const isPunchout = Boolean(useSession().user?.punchout);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isResetting, setResetting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isMoving, setMoving] = useState(false);

  // Only entries still on the list count as selected (another tab may have removed one).
  const selectedItems = items.filter((item) => selected.has(item.product.id));
  const toBasket = (chosen: readonly ProductListItem[]) =>
    basket.addMany(chosen.map(({ product, amount, unit }) => ({ product, amount, unit })));

  const moveSelected = async () => {
    if (isMoving || selectedItems.length === 0) return;
    setMoving(true);
    try {
      const outcome = await toBasket(selectedItems);
      if (outcome.type !== 'error') setSelected(new Set());
    } finally {
      setMoving(false);
    }
  };

  // The dialog closes at once; the outcome is the notice (spec §4), and a failed reset keeps the entries.
  const confirmReset = async () => {
    setConfirmOpen(false);
    if (isResetting) return;
    setResetting(true);
    try {
      // The reset button goes with the entries: focus moves to the page heading instead of being lost.
      if (await list.reset()) {
        requestAnimationFrame(() => document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus());
      }
    } finally {
      setResetting(false);
    }
  };

  const hasItems = items.length > 0;
  const allSelected = hasItems && selectedItems.length === items.length;

  const actions =
    kind === 'basket' && hasItems && isPunchout ? (
      <Link variant="standalone" href={href('punchout')}>
        {intl.formatMessage(m.toProcurement)}
      </Link>
    ) : kind === 'basket' && hasItems ? (
      <Inline gap="small" wrap>
        <Link variant="standalone" href={href('reorder')}>
          {intl.formatMessage(m.reorder)}
        </Link>
        <Link variant="standalone" href={href('requestOffer')}>
          {intl.formatMessage(m.requestOffer)}
        </Link>
      </Inline>
    ) : undefined;

  return (
    <PageFrame title={title} lead={<p>{intl.formatMessage(t.lead)}</p>} actions={actions}>
      <Stack gap="large">
        {failure && <LoadFailed onRetry={retry}>{intl.formatMessage(t.loadFailed)}</LoadFailed>}
        {kind === 'basket' && <QuickOrder />}
        <section aria-label={intl.formatMessage(t.entries)}>
          {isLoading ? (
            <p role="status">{intl.formatMessage(commonMessages.loading)}</p>
          ) : hasItems ? (
            <Stack gap="medium">
              <Inline gap="medium" align="between" alignY="center" wrap>
                <p>{intl.formatMessage(entryCount, { count: items.length })}</p>
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={isResetting}
                  onPress={() => setConfirmOpen(true)}
                >
                  {intl.formatMessage(t.reset)}
                </Button>
              </Inline>
              {kind === 'favorites' && (
                <Inline gap="medium" alignY="center" wrap>
                  <Checkbox
                    label={intl.formatMessage(m.selectAll)}
                    isSelected={allSelected}
                    isIndeterminate={selectedItems.length > 0 && !allSelected}
                    onChange={(isSelected) =>
                      setSelected(new Set(isSelected ? items.map((item) => item.product.id) : []))
                    }
                  />
                  <Button
                    size="small"
                    isDisabled={selectedItems.length === 0 || isMoving}
                    onPress={moveSelected}
                  >
                    {intl.formatMessage(selectedToBasket, { count: selectedItems.length })}
                  </Button>
                </Inline>
              )}
              <ProductListEntries
                items={items}
                label={intl.formatMessage(t.entries)}
                onAmountChange={list.setAmount}
                onRemove={list.remove}
                selection={kind === 'favorites' ? { selected, onChange: setSelected } : undefined}
                entryActions={
                  kind === 'favorites'
                    ? (item) => (
                        <AddToListButton
                          kind="basket"
                          product={item.product}
                          amount={item.amount}
                          unit={item.unit}
                        />
                      )
                    : undefined
                }
              />
            </Stack>
          ) : (
            <EmptyState
              title={intl.formatMessage(t.empty)}
              icon={kind === 'basket' ? 'basket' : 'bookmark'}
              action={
                <Link variant="standalone" href={href('search')}>
                  {intl.formatMessage(m.toSearch)}
                </Link>
              }
            >
              {intl.formatMessage(t.emptyHint)}
            </EmptyState>
          )}
        </section>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={intl.formatMessage(t.resetTitle)}
        message={intl.formatMessage(resetQuestion[kind], { count: items.length })}
        labels={{
          confirm: intl.formatMessage(m.resetConfirm),
          cancel: intl.formatMessage(commonMessages.cancel),
        }}
        variant="danger"
        onConfirm={confirmReset}
        onCancel={() => setConfirmOpen(false)}
      />
    </PageFrame>
  );
}

export const BasketPage = () => <ProductListPage kind="basket" />;
export const FavoritesPage = () => <ProductListPage kind="favorites" />;
