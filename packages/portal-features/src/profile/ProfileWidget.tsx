import { type DashboardWidget, type DashboardWidgetRenderProps, PageWidget } from '../shared/dashboard';
import { useIntl } from '../shared/i18n';
import { useSession } from '../shared/session';
import { profileMessages as m } from './messages';
import * as styles from './ProfilePage.css';

/** The user's name, e-mail and company at a glance, with the way to the full profile. */
export function ProfileWidget(frame: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const { user } = useSession();
  if (!user) return null;
  const entries = [
    [m.profileWidgetName, `${user.first_name} ${user.last_name}`.trim()],
    [m.profileWidgetEmail, user.email],
    [m.profileWidgetCompany, user.company_name || user.customers[0]?.name],
  ] as const;
  return (
    <PageWidget {...frame} page="profile" showAllLabel={intl.formatMessage(m.profileWidgetShowAll)}>
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
    </PageWidget>
  );
}

export const profileWidget: DashboardWidget<'profile'> = {
  id: 'profile',
  title: m.profileWidgetTitle,
  render: (props) => <ProfileWidget {...props} />,
};
