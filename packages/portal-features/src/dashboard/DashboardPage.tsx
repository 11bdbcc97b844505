import { ActionMenu, Button, Icon, Link } from '@kundenportal/ui';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import {
  type DashboardWidgetId,
  type DashboardWidgetRegistry,
  defaultWidgetOrder,
} from '../shared/dashboard';
import { useIntl } from '../shared/i18n';
import { PageHeading, page, sectionTitle, usePageTitle } from '../shared/page';
import { usePageHref, widgetPage } from '../shared/pages';
import { useUserPreference } from '../shared/preferences';
import { canSeePage, useSession } from '../shared/session';
import * as styles from './DashboardPage.css';
import { useIntroHidden } from './introPreference';
import {
  greeting,
  layoutReset,
  dashboardMessages as m,
  moveDownLabel,
  moveUpLabel,
  removeWidgetLabel,
  widgetAdded,
  widgetMoved,
  widgetRemoved,
} from './messages';
import {
  addableWidgets,
  addWidget,
  defaultLayout,
  isDefaultLayout,
  moveWidget,
  parseLayout,
  removeWidget,
  shownWidgets,
} from './widgetLayout';

const introPoints = [
  m.introOrders,
  m.introReorder,
  m.introFavorites,
  m.introDocuments,
  m.introProfile,
] as const;

export interface DashboardPageProps {
  /** The widgets the features offer, by id; the app composes them all in, a story a few. */
  widgets?: Partial<DashboardWidgetRegistry>;
}

/** /user/dashboard, the home after login (spec §2): greeting, the intro the user may hide, the widgets. */
export function DashboardPage({ widgets }: DashboardPageProps = {}) {
  const intl = useIntl();
  const href = usePageHref();
  const { user, isStaffView, canOpen } = useSession();
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

  // Before the user is known (the route's shell, its hydration): the page's name as heading and the intro – the
  // page's largest text, painted from the HTML. A user who hid it has it hidden from the first paint: the
  // page's inline boot script marks the document from the last known user (apps/portal/index.html).
  const available = user
    ? defaultWidgetOrder.filter(
        (id) => widgets?.[id] !== undefined && canSeePage(user, widgetPage[id], isStaffView),
      )
    : [];

  return (
    <div className={page}>
      <PageHeading>
        {user ? (
          intl.formatMessage(greeting, { name: `${user.first_name} ${user.last_name}`.trim() })
        ) : (
          <PendingGreeting />
        )}
      </PageHeading>

      <div ref={introArea}>
        {isIntroHidden ? (
          <div className={styles.introToggle}>
            <Button variant="tertiary" size="small" onPress={() => toggleIntro(false)}>
              {intl.formatMessage(m.showIntro)}
            </Button>
          </div>
        ) : (
          <section
            className={styles.intro}
            aria-labelledby="dashboard-intro-title"
            data-intro-pending={user ? undefined : ''}
          >
            <h2 id="dashboard-intro-title" className={styles.introTitle}>
              {intl.formatMessage(m.introTitle)}
            </h2>
            <p className={styles.introText}>{intl.formatMessage(m.introLead)}</p>
            <ul className={styles.introList}>
              {introPoints.map((point) => (
                <li key={point.id}>{intl.formatMessage(point)}</li>
              ))}
              {/* Every user may open the contact page: in the intro from the shell's first paint on. */}
              {(!user || canOpen('contact')) && (
                <li>
                  {intl.formatMessage(m.introContact)}{' '}
                  <Link href={href('contact')}>{intl.formatMessage(m.introContactLink)}</Link>
                </li>
              )}
            </ul>
            <p className={styles.introText}>{intl.formatMessage(m.introPrices)}</p>
            {/* The choice is the user's: offered once they are known. */}
            {user && (
              <Button variant="secondary" size="small" onPress={() => toggleIntro(true)}>
                {intl.formatMessage(m.hideIntro)}
              </Button>
            )}
          </section>
        )}
      </div>

      {user && <WidgetArea userId={user.id} widgets={widgets ?? {}} available={available} />}
    </div>
  );
}

/** The heading before the user is known: the page's name, or the greeting of this browser's last user (CSS). */
function PendingGreeting() {
  const intl = useIntl();
  const [before, after] = intl.formatMessage(greeting, { name: nameMark }).split(nameMark);
  return (
    <>
      <span className={styles.pendingTitle}>{intl.formatMessage(m.title)}</span>
      <span className={styles.pendingGreeting}>
        {before}
        <span className={styles.lastUserName} />
        {after}
      </span>
    </>
  );
}
const nameMark = '\u0001';

interface WidgetAreaProps {
  userId: number;
  widgets: Partial<DashboardWidgetRegistry>;
  /** The registered widgets this user may see now (scopes, staff view), in the default order. */
  available: readonly DashboardWidgetId[];
}

/**
 * The widgets in the user's arrangement: remove (the widget's own button), add back (the add-widget menu lists
 * the removed ones), move up and down, reset to the spec's order – kept per user across reloads.
 */
function WidgetArea({ userId, widgets, available }: WidgetAreaProps) {
  const intl = useIntl();
  const [layout, setLayout] = useUserPreference('dashboard.widgets', userId, parseLayout, defaultLayout);
  const [announcement, setAnnouncement] = useState('');
  const area = useRef<HTMLElement>(null);
  // Where focus goes after the arrangement changed (the pressed control may have moved or gone).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    if (!selector) return;
    focusNext.current = null;
    area.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const shown = shownWidgets(layout, available);
  const addable = addableWidgets(layout, available);
  const titleOf = (id: DashboardWidgetId) => {
    const widget = widgets[id];
    return widget ? intl.formatMessage(widget.title) : id;
  };

  const remove = (id: DashboardWidgetId) => {
    setLayout((previous) => removeWidget(previous, id));
    setAnnouncement(intl.formatMessage(widgetRemoved, { title: titleOf(id) }));
    focusNext.current = '[data-widget-tool="add"] button';
  };
  const add = (id: DashboardWidgetId) => {
    setLayout((previous) => addWidget(previous, id));
    setAnnouncement(intl.formatMessage(widgetAdded, { title: titleOf(id) }));
    focusNext.current = `[data-widget="${id}"] button`;
  };
  const move = (id: DashboardWidgetId, direction: -1 | 1) => {
    const next = moveWidget(layout, id, direction, available);
    setLayout(next);
    const order = shownWidgets(next, available);
    setAnnouncement(
      intl.formatMessage(widgetMoved, {
        title: titleOf(id),
        position: order.indexOf(id) + 1,
        count: order.length,
      }),
    );
    // Stay on the pressed button; at the edge it is disabled, so take its enabled sibling.
    const position = order.indexOf(id);
    const edge = direction === -1 ? position === 0 : position === order.length - 1;
    const button = direction === -1 ? 'up' : 'down';
    focusNext.current = `[data-widget="${id}"] [data-move="${edge ? (button === 'up' ? 'down' : 'up') : button}"]`;
  };
  const reset = () => {
    setLayout(defaultLayout);
    setAnnouncement(intl.formatMessage(layoutReset));
    focusNext.current = '[data-widget-tool="reset"]';
  };

  return (
    <section ref={area} aria-labelledby="dashboard-widgets-title">
      <div className={styles.widgetsHeader}>
        <h2 id="dashboard-widgets-title" className={sectionTitle}>
          {intl.formatMessage(m.widgetsTitle)}
        </h2>
        <div className={styles.widgetsTools}>
          {addable.length > 0 ? (
            <span data-widget-tool="add">
              <ActionMenu
                label={intl.formatMessage(m.addWidget)}
                triggerIcon="plus"
                items={addable.map((id) => ({ id, label: titleOf(id) }))}
                onAction={(id) => add(id as DashboardWidgetId)}
              />
            </span>
          ) : (
            <span className={styles.note}>{intl.formatMessage(m.allShown)}</span>
          )}
          <Button
            variant="tertiary"
            size="small"
            data-widget-tool="reset"
            isDisabled={isDefaultLayout(layout)}
            onPress={reset}
          >
            {intl.formatMessage(m.resetLayout)}
          </Button>
        </div>
      </div>
      <VisuallyHidden>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
      {shown.length === 0 && <p className={styles.note}>{intl.formatMessage(m.noWidgets)}</p>}
      <ul className={styles.widgets}>
        {shown.map((id, index) => {
          const widget = widgets[id];
          if (!widget) return null;
          const title = intl.formatMessage(widget.title);
          return (
            <li key={id} className={styles.widgetSlot} data-widget={id}>
              {widget.render({
                title,
                headingLevel: 3,
                onRemove: () => remove(id),
                removeLabel: intl.formatMessage(removeWidgetLabel, { title }),
              })}
              <MoveBar
                title={title}
                isFirst={index === 0}
                isLast={index === shown.length - 1}
                onMove={(direction) => move(id, direction)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A widget's up and down buttons, named with its title (the widget's own heading stays the widget's). */
function MoveBar({
  title,
  isFirst,
  isLast,
  onMove,
}: {
  title: string;
  isFirst: boolean;
  isLast: boolean;
  onMove(direction: -1 | 1): void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.moveBar}>
      <Button
        variant="tertiary"
        size="small"
        iconOnly
        data-move="up"
        aria-label={intl.formatMessage(moveUpLabel, { title })}
        isDisabled={isFirst}
        onPress={() => onMove(-1)}
      >
        <Icon name="chevronUp" />
      </Button>
      <Button
        variant="tertiary"
        size="small"
        iconOnly
        data-move="down"
        aria-label={intl.formatMessage(moveDownLabel, { title })}
        isDisabled={isLast}
        onPress={() => onMove(1)}
      >
        <Icon name="chevronDown" />
      </Button>
    </div>
  );
}
