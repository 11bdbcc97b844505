import { Widget } from '@kundenportal/ui';
import { useNavigate } from 'react-router-dom';
import type { DashboardWidget, DashboardWidgetRenderProps } from '../shared/dashboard';
import { useIntl, useLocalizedPath } from '../shared/i18n';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import { SearchForm } from './components/SearchForm';
import { searchMessages as m } from './messages';
import { userSearchPath } from './searchUrl';

/** The dashboard's search box (spec §2): a term opens /user/search with it. */
export function SearchWidget({ title, headingLevel, onRemove, removeLabel }: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const href = usePageHref();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { canSelectClient, client } = useSession();
  return (
    <Widget
      title={title}
      headingLevel={headingLevel}
      onRemove={onRemove}
      removeLabel={removeLabel}
      showAll={{ href: href('search'), label: intl.formatMessage(m.widgetShowAll) }}
    >
      <SearchForm
        term=""
        onSearch={(term) => navigate(localized(userSearchPath(term, canSelectClient ? client : undefined)))}
        onClear={() => {}}
        formLabel={title}
      />
    </Widget>
  );
}

export const searchWidget: DashboardWidget = {
  id: 'search',
  title: m.widgetTitle,
  render: (props) => <SearchWidget {...props} />,
};
