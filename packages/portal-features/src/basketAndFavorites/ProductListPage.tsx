import { Button, ConfirmDialog, EmptyState, Inline, Link, Stack } from '@kundenportal/ui';
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
import { ChooseCompany, useNeedsCompany } from '../shared/session';
import { BasketLinks } from './BasketLinks';
import { entryCount, basketMessages as m, resetQuestion } from './messages';
import { QuickOrder } from './quickOrder/QuickOrder';
import { SelectedToBasket } from './SelectedToBasket';
import { useListReset } from './useListReset';

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
  const asksForCompany = needsCompany && !isUserPending;
  // The basket asks in its own frame: its quick order, in the shell before the user is known, stays mounted
  // (hidden) – what was typed or sent into it then is kept, and sent once the company is chosen.
  if (asksForCompany && kind !== 'basket') {
    return (
      <PageFrame title={title}>
        <ChooseCompany />
      </PageFrame>
    );
  }
  return <ListContent kind={kind} title={title} asksForCompany={asksForCompany} />;
}

function ListContent({
  kind,
  title,
  asksForCompany,
}: {
  kind: ProductListKind;
  title: string;
  /** No company is chosen: the page asks for one instead of its list (the basket keeps its quick order). */
  asksForCompany: boolean;
}) {
  const intl = useIntl();
  const href = usePageHref();
  const t = texts[kind];
  const list = useProductListActions(kind);
  const { items, failure, isLoading, retry } = useProductList(kind);
  const { isConfirmOpen, setConfirmOpen, isResetting, confirmReset } = useListReset(list);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const hasItems = items.length > 0;
  // The basket's quick order needs no user: it is in the route's shell (its LCP), the list below comes with the user.
  const isUserPending = useUserPending();

  return (
    <PageFrame
      title={title}
      lead={asksForCompany ? undefined : <p>{intl.formatMessage(t.lead)}</p>}
      actions={kind === 'basket' && hasItems && !asksForCompany ? <BasketLinks /> : undefined}
      childrenBeforeUser={kind === 'basket'}
    >
      <Stack gap="large">
        {asksForCompany && <ChooseCompany />}
        {failure && <LoadFailed onRetry={retry}>{intl.formatMessage(t.loadFailed)}</LoadFailed>}
        {kind === 'basket' && (
          <div hidden={asksForCompany}>
            <QuickOrder />
          </div>
        )}
        {!isUserPending && !asksForCompany && (
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
                  <SelectedToBasket items={items} selected={selected} onSelectedChange={setSelected} />
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
        )}
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
