import { useMemo } from 'react';
import {
  ProductResults,
  priceNote,
  productSearchMessages,
  SearchForm,
  useProductActions,
} from '../domain/productSearch';
import { useIntl } from '../shared/i18n';
import { lead, PageFrame } from '../shared/page';
import { CompanyFirst } from '../shared/session';
import { useUserSearch } from './hooks/useUserSearch';
import { searchMessages as m, resultCountMessage } from './messages';

/** /user/search – the default target after login (spec §2): the chosen customer's products of two years. */
export function SearchPage() {
  const intl = useIntl();
  const { term, list, search, clear } = useUserSearch();
  const renderActions = useProductActions();
  const empty = useMemo(
    () => ({
      title: intl.formatMessage(productSearchMessages.noResults),
      text: intl.formatMessage(productSearchMessages.noResultsHint),
    }),
    [intl],
  );

  return (
    <PageFrame
      title={intl.formatMessage(m.title)}
      lead={<p className={lead}>{intl.formatMessage(m.lead)}</p>}
    >
      <SearchForm term={term} onSearch={search} onClear={clear} />
      {term && (
        <CompanyFirst page="search">
          {list.isAvailable && (
            <ProductResults
              title={intl.formatMessage(m.resultsTitle)}
              list={list}
              summary={intl.formatMessage(resultCountMessage, { count: list.count })}
              failureTitle={intl.formatMessage(m.failed)}
              failureText={intl.formatMessage(m.failedText)}
              empty={empty}
              renderActions={renderActions}
              note={priceNote}
            />
          )}
        </CompanyFirst>
      )}
    </PageFrame>
  );
}
