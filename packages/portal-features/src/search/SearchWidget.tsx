import { useNavigate } from 'react-router-dom';
import { SearchForm } from '../domain/productSearch';
import { type DashboardWidget, type DashboardWidgetRenderProps, PageWidget } from '../shared/dashboard';
import { useIntl, useLocalizedPath } from '../shared/i18n';
import { useSession } from '../shared/session';
import { searchMessages as m } from './messages';
import { userSearchPath } from './searchUrl';

/** The dashboard's search box (spec §2): a term opens /user/search with it. */
export function SearchWidget(frame: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { canSelectClient, client } = useSession();
  return (
    <PageWidget {...frame} page="search" showAllLabel={intl.formatMessage(m.widgetShowAll)}>
      <SearchForm
        term=""
        onSearch={(term) => navigate(localized(userSearchPath(term, canSelectClient ? client : undefined)))}
        onClear={() => {}}
        formLabel={frame.title}
      />
    </PageWidget>
  );
}

export const searchWidget: DashboardWidget<'search'> = {
  id: 'search',
  title: m.widgetTitle,
  render: (props) => <SearchWidget {...props} />,
};
