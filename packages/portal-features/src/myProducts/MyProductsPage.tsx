import type { Product } from '@kundenportal/api-client';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  normaliseTerm,
  ProductResults,
  priceNote,
  productSearchMessages,
  SearchForm,
  searchProducts,
  useProductActions,
} from '../domain/productSearch';
import { usePagedList } from '../shared/api';
import { useIntl } from '../shared/i18n';
import { lead, PageFrame } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { CompanyFirst, staffCustomerId, useSessionChange } from '../shared/session';
import { myProductsMessages as m, productCountMessage } from './messages';

/** Every product the search can find: `%` matches any text (spec §5). */
const EVERYTHING = '%';

/**
 * /user/products (spec §2, §6: ROLE_INTERNAL_PRODUCT_OVERVIEW, hidden in the staff view): the chosen
 * customer's products of the last two years – the product search without a term – filterable and paged,
 * filter and page in the URL. Choosing the staff view here goes home (spec §4).
 */
export function MyProductsPage() {
  const intl = useIntl();
  const href = usePageHref();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = normaliseTerm(params.get('filter'));
  const renderActions = useProductActions();

  // Another company: its own list, from the first page (usePagedList); the staff view has none.
  useSessionChange((change) => {
    if (change.kind === 'customer' && change.customerId === staffCustomerId) navigate(href('home'));
  });

  const list = usePagedList<Product, { term: string }>({
    resource: 'products',
    page: 'products',
    params: { term: filter || EVERYTHING },
    fetch: (api, scope, query) => searchProducts(api, scope, query),
  });

  const applyFilter = useCallback(
    (next: string) => {
      const query = new URLSearchParams();
      const trimmed = normaliseTerm(next);
      if (trimmed) query.set('filter', trimmed);
      if (query.toString() === params.toString()) list.retry();
      else setParams(query);
    },
    [params, setParams, list.retry],
  );
  const clearFilter = useCallback(() => {
    if (params.toString()) setParams(new URLSearchParams());
  }, [params, setParams]);

  const empty = useMemo(
    () =>
      filter
        ? {
            title: intl.formatMessage(productSearchMessages.noResults),
            text: intl.formatMessage(productSearchMessages.noResultsHint),
          }
        : { title: intl.formatMessage(m.productsEmpty), text: intl.formatMessage(m.productsEmptyText) },
    [intl, filter],
  );

  return (
    <PageFrame
      title={intl.formatMessage(m.productsTitle)}
      lead={<p className={lead}>{intl.formatMessage(m.productsLead)}</p>}
    >
      <SearchForm
        term={filter}
        onSearch={applyFilter}
        onClear={clearFilter}
        allowEmpty
        formLabel={intl.formatMessage(m.productsFilterLabel)}
        label={intl.formatMessage(m.productsFilterLabel)}
        description={intl.formatMessage(m.productsFilterDescription)}
        clearLabel={intl.formatMessage(m.productsFilterClear)}
        submitLabel={intl.formatMessage(m.productsFilterSubmit)}
      />
      <CompanyFirst page="products">
        {list.isAvailable && (
          <ProductResults
            title={intl.formatMessage(m.productsListTitle)}
            list={list}
            summary={intl.formatMessage(productCountMessage, { count: list.count })}
            failureTitle={intl.formatMessage(m.productsFailed)}
            failureText={intl.formatMessage(m.productsFailedText)}
            empty={empty}
            renderActions={renderActions}
            note={priceNote}
          />
        )}
      </CompanyFirst>
    </PageFrame>
  );
}
