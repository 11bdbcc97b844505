import { Paginator } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { commonMessages as m, paginatorCurrentMessage, paginatorPageMessage } from '../messages';

/** The Paginator with the portal's labels; shows only when there is more than one page (spec §2). */
export function ListPaginator({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange(page: number): void;
}) {
  const intl = useIntl();
  return (
    <Paginator
      page={page}
      pages={pages}
      onPageChange={onPageChange}
      labels={{
        nav: intl.formatMessage(m.paginatorNav),
        first: intl.formatMessage(m.paginatorFirst),
        previous: intl.formatMessage(m.paginatorPrevious),
        next: intl.formatMessage(m.paginatorNext),
        last: intl.formatMessage(m.paginatorLast),
        page: (n) => intl.formatMessage(paginatorPageMessage, { page: n }),
        currentPage: (n, total) => intl.formatMessage(paginatorCurrentMessage, { page: n, pages: total }),
      }}
    />
  );
}
