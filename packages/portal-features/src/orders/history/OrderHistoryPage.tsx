import type { Order } from '@kundenportal/api-client';
import { Button, Checkbox, EmptyState } from '@kundenportal/ui';
import { Fragment, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWholeHistory } from '../../domain/orderHistory';
import { AddToListButton } from '../../domain/productLists';
import { useIntl } from '../../shared/i18n';
import { ListPaginator } from '../../shared/lists';
import { LoadFailed } from '../../shared/loading';
import { commonMessages } from '../../shared/messages';
import { PageFrame } from '../../shared/page';
import { CompanyFirst, useSession } from '../../shared/session';
import { isSearching, type OrderSearch, orderSearchFromParams, withOrderSearch } from '../api/orderFilter';
import { useOrderHistory } from '../api/useOrders';
import { orderMessages as m, orderCountMessage } from '../messages';
import * as styles from '../orders.css';
import { DueForReorderPanel } from '../reorder/DueForReorder';
import { BulkAddButtons } from './BulkAddButtons';
import { OrderCard } from './OrderCard';
import { OrderSearchForm } from './OrderSearchForm';

/** Consecutive orders of one company under one heading (spec §2: grouped by company), in the list's order. */
export function groupByCompany(orders: readonly Order[]): { customer: Order['customer']; orders: Order[] }[] {
  const groups: { customer: Order['customer']; orders: Order[] }[] = [];
  for (const order of orders) {
    const last = groups.at(-1);
    if (last && last.customer.id === order.customer.id) last.orders.push(order);
    else groups.push({ customer: order.customer, orders: [order] });
  }
  return groups;
}

/** /user/orders (spec §2, ROLE_INTERNAL_ORDERS): the order history, 15 a page, searchable, grouped by company. */
export function OrderHistoryPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => orderSearchFromParams(params), [params]);
  const showDue = params.get('due') === '1';
  const { user, isStaffView } = useSession();
  const list = useOrderHistory(search);
  // A new company starts at its first page (usePagedList); the list refetches because its key names the customer.

  const applySearch = (next: OrderSearch) => setParams((current) => withOrderSearch(current, next));
  const setShowDue = (due: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (due) next.set('due', '1');
      else next.delete('due');
      next.delete('page');
      return next;
    });

  return (
    <PageFrame
      title={intl.formatMessage(m.historyTitle)}
      lead={<p className={styles.context}>{intl.formatMessage(m.historyLead)}</p>}
    >
      {!user ? (
        <p role="status">{intl.formatMessage(commonMessages.loading)}</p>
      ) : (
        <CompanyFirst page="orders">
          <OrderSearchForm search={search} onSearch={applySearch} />
          <Checkbox label={intl.formatMessage(m.dueShow)} isSelected={showDue} onChange={setShowDue} />
          {showDue ? (
            <DueView isStaffView={isStaffView} />
          ) : (
            <HistoryList
              list={list}
              searching={isSearching(search)}
              onReset={() => applySearch({ order: '', customerOrder: '', material: '', from: '', to: '' })}
            />
          )}
        </CompanyFirst>
      )}
    </PageFrame>
  );
}

function DueView({ isStaffView }: { isStaffView: boolean }) {
  const intl = useIntl();
  const history = useWholeHistory();
  return (
    <DueForReorderPanel
      orders={history.data}
      failed={history.failure !== undefined}
      isLoading={history.isLoading}
      isStaffView={isStaffView}
      loadingText={intl.formatMessage(commonMessages.loading)}
      renderAction={(candidate) => (
        <AddToListButton
          kind="basket"
          appearance="text"
          product={{ id: candidate.materialNumber, description: candidate.description, unit: candidate.unit }}
          amount={candidate.amount}
          unit={candidate.unit}
        />
      )}
    />
  );
}

function HistoryList({
  list,
  searching,
  onReset,
}: {
  list: ReturnType<typeof useOrderHistory>;
  searching: boolean;
  onReset(): void;
}) {
  const intl = useIntl();
  const { page, pages, setPage, retry } = list;
  // The list as a transition: a page of order cards is React's longest render on a phone, and an answer's
  // render is urgent (SWR's store) – deferred, it yields to input instead of blocking (TBT). The count, the
  // status and the cards change together, so no empty state flashes between them.
  const shown = useDeferredValue(
    useMemo(
      () => ({ items: list.items, failure: list.failure, isLoading: list.isLoading, count: list.count }),
      [list.items, list.failure, list.isLoading, list.count],
    ),
  );
  const { items, failure, isLoading, count } = shown;
  const groups = groupByCompany(items);
  return (
    <section aria-busy={isLoading} aria-label={intl.formatMessage(m.historyTitle)}>
      {/* Spec §8: a failing fetch shows an empty list – and says so, so nobody takes it for "no orders". */}
      {failure && <LoadFailed onRetry={retry}>{intl.formatMessage(m.loadFailed)}</LoadFailed>}
      <p className={styles.countLine} role="status">
        {isLoading
          ? intl.formatMessage(commonMessages.loading)
          : failure
            ? ''
            : intl.formatMessage(orderCountMessage, { count })}
      </p>
      {!isLoading && !failure && items.length === 0 && (
        <EmptyState
          title={intl.formatMessage(searching ? m.noMatchTitle : m.emptyTitle)}
          action={
            searching ? (
              <Button variant="secondary" onPress={onReset}>
                {intl.formatMessage(m.searchReset)}
              </Button>
            ) : undefined
          }
        >
          {intl.formatMessage(searching ? m.noMatchText : m.emptyText)}
        </EmptyState>
      )}
      {groups.map((group) => (
        <Fragment key={group.orders[0]?.id}>
          <h2 className={styles.companyHeading}>
            {group.customer.name} ({group.customer.id})
          </h2>
          <ul className={styles.orderList}>
            {group.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} actions={<BulkAddButtons order={order} />} />
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      <ListPaginator page={page} pages={pages} onPageChange={setPage} />
    </section>
  );
}
