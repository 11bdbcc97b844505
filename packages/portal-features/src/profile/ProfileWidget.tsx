import { Widget } from '@kundenportal/ui';
import type { DashboardWidget, DashboardWidgetRenderProps } from '../shared/dashboard';
import { useIntl } from '../shared/i18n';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import { profileMessages as m } from './messages';
import * as styles from './ProfilePage.css';

/** The user's name, e-mail and company at a glance, with the way to the full profile. */
export function ProfileWidget({ title, headingLevel, onRemove, removeLabel }: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const href = usePageHref();
  const { user } = useSession();
  if (!user) return null;
  const entries = [
    [m.profileWidgetName, `${user.first_name} ${user.last_name}`.trim()],
    [m.profileWidgetEmail, user.email],
    [m.profileWidgetCompany, user.company_name || user.customers[0]?.name],
  ] as const;
  return (
    <Widget
      title={title}
      headingLevel={headingLevel}
      onRemove={onRemove}
      removeLabel={removeLabel}
      showAll={{ href: href('profile'), label: intl.formatMessage(m.profileWidgetShowAll) }}
    >
      <dl className={styles.facts}>
        {entries.map(([term, value]) =>
          value ? (
            <div key={term.id} className={styles.fact}>
              <dt className={styles.term}>{intl.formatMessage(term)}</dt>
              <dd className={styles.detail}>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </Widget>
  );
}

export const profileWidget: DashboardWidget = {
  id: 'profile',
  title: m.profileWidgetTitle,
  render: (props) => <ProfileWidget {...props} />,
};
