import { Button } from '@kundenportal/ui';
import { useEffect, useRef } from 'react';
import { type DashboardWidgetRegistry, widgetPage, widgetsInOrder } from '../shared/dashboard';
import { useIntl } from '../shared/i18n';
import { page, pageTitle, sectionTitle, usePageTitle } from '../shared/page';
import { canSeePage, useSession } from '../shared/session';
import * as styles from './DashboardPage.css';
import { useIntroHidden } from './introPreference';
import { greeting, dashboardMessages as m } from './messages';

const introPoints = [
  m.introOrders,
  m.introReorder,
  m.introFavorites,
  m.introDocuments,
  m.introProfile,
] as const;

export interface DashboardPageProps {
  /** The widgets the features offer, by id; the app composes them in. */
  widgets?: DashboardWidgetRegistry;
}

/** /user/dashboard, the home after login (spec §2): greeting, the intro the user may hide, the widgets. */
export function DashboardPage({ widgets }: DashboardPageProps = {}) {
  const intl = useIntl();
  const { user, isStaffView } = useSession();
  const [isIntroHidden, setIntroHidden] = useIntroHidden(user?.id);
  usePageTitle(intl.formatMessage(m.title));

  // The pressed button disappears with its intro; focus goes to the button that takes its place.
  const introArea = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    introArea.current?.querySelector('button')?.focus();
  });
  const toggleIntro = (hidden: boolean) => {
    moveFocus.current = true;
    setIntroHidden(hidden);
  };

  if (!user) return <div className={page} />;
  const shown = widgetsInOrder(widgets ?? {}).filter((widget) =>
    canSeePage(user, widgetPage[widget.id], isStaffView),
  );

  return (
    <div className={page}>
      <h1 className={pageTitle}>
        {intl.formatMessage(greeting, { name: `${user.first_name} ${user.last_name}`.trim() })}
      </h1>

      <div ref={introArea}>
        {isIntroHidden ? (
          <div className={styles.introToggle}>
            <Button variant="tertiary" size="small" onPress={() => toggleIntro(false)}>
              {intl.formatMessage(m.showIntro)}
            </Button>
          </div>
        ) : (
          <section className={styles.intro} aria-labelledby="dashboard-intro-title">
            <h2 id="dashboard-intro-title" className={styles.introTitle}>
              {intl.formatMessage(m.introTitle)}
            </h2>
            <p className={styles.introText}>{intl.formatMessage(m.introLead)}</p>
            <ul className={styles.introList}>
              {introPoints.map((point) => (
                <li key={point.id}>{intl.formatMessage(point)}</li>
              ))}
            </ul>
            <p className={styles.introText}>{intl.formatMessage(m.introPrices)}</p>
            <Button variant="secondary" size="small" onPress={() => toggleIntro(true)}>
              {intl.formatMessage(m.hideIntro)}
            </Button>
          </section>
        )}
      </div>

      <section aria-labelledby="dashboard-widgets-title">
        <h2 id="dashboard-widgets-title" className={sectionTitle}>
          {intl.formatMessage(m.widgetsTitle)}
        </h2>
        <ul className={styles.widgets}>
          {shown.map((widget) => (
            <li key={widget.id} className={styles.widgetSlot}>
              {widget.render({ title: intl.formatMessage(widget.title), headingLevel: 3 })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
