import type { PagedProducts } from '@kundenportal/api-client';
import { Button, EmptyState, InlineAlert } from '@kundenportal/ui';
import { useCallback, useId } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  ProductCard,
  productSearchMessages,
  SearchForm,
  searchPublicProducts,
  productSearchStyles as styles,
} from '../domain/productSearch';
import { dataOrThrow, queryKeys } from '../shared/api';
import { useIntl, useLocale, useLocalizedPath } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { lead, PageFrame } from '../shared/page';
import { useApi } from '../shared/services';
import { useAuthDialogs, useSession } from '../shared/session';
import { searchMessages as m, publicCountMessage } from './messages';
import { readSearchQuery, searchParamsFor, userSearchPath } from './searchUrl';

/**
 * /search for visitors (spec §2): the same form, one short page of results with how many there are in all,
 * and a login that comes back to the same search – logged in, with everything. Logged-in users are sent there.
 */
export function PublicSearchPage() {
  const intl = useIntl();
  const href = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const { term } = readSearchQuery(params);
  const { isAuthenticated } = useSession();

  const search = useCallback((next: string) => setParams(searchParamsFor({ term: next })), [setParams]);
  const clear = useCallback(() => {
    if (term) setParams(new URLSearchParams());
  }, [term, setParams]);

  if (isAuthenticated) return <Navigate to={href(userSearchPath(term))} replace />;

  return (
    <PageFrame
      title={intl.formatMessage(m.title)}
      lead={<p className={lead}>{intl.formatMessage(m.publicLead)}</p>}
    >
      <SearchForm term={term} onSearch={search} onClear={clear} />
      {term && <PublicResults term={term} />}
    </PageFrame>
  );
}

function PublicResults({ term }: { term: string }) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const { open } = useAuthDialogs();
  const titleId = useId();
  const { data, error, isLoading, mutate } = useSWR(
    queryKeys.global('search', locale, { term, public: true }),
    async () => dataOrThrow<PagedProducts>(await searchPublicProducts(api, locale, term)),
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
  const failed = error !== undefined;
  const items = failed ? [] : (data?.results ?? []);
  const count = failed ? 0 : (data?.count ?? 0);
  const status = isLoading
    ? intl.formatMessage(productSearchMessages.searching)
    : failed
      ? ''
      : intl.formatMessage(publicCountMessage, { shown: items.length, count });

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.resultsHeader}>
        <h2 id={titleId} className={styles.resultsTitle}>
          {intl.formatMessage(m.resultsTitle)}
        </h2>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
      {failed ? (
        <InlineAlert
          type="error"
          title={intl.formatMessage(m.failed)}
          action={
            <Button variant="secondary" onPress={() => void mutate()}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(m.failedText)}
        </InlineAlert>
      ) : !isLoading && items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(productSearchMessages.noResults)}
          headingLevel={3}
          icon="search"
        >
          {intl.formatMessage(productSearchMessages.noResultsHint)}
        </EmptyState>
      ) : null}
      {items.length > 0 && (
        <>
          <ul className={styles.list}>
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <div className={styles.note}>
            <InlineAlert
              type="info"
              role="none"
              title={intl.formatMessage(m.publicLimitedTitle)}
              action={
                <Button onPress={() => open('login', { returnTo: userSearchPath(term) })}>
                  {intl.formatMessage(m.publicLogin)}
                </Button>
              }
            >
              {intl.formatMessage(m.publicLimitedText)}
            </InlineAlert>
          </div>
        </>
      )}
    </section>
  );
}
