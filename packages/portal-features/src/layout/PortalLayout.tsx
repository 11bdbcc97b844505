import type { MessageDescriptor } from '@formatjs/intl';
import type { SessionEndReason } from '@kundenportal/api-client';
import {
  ComboBoxFallback,
  Footer,
  Header,
  type HeaderLogo,
  type HeaderProps,
  LanguageSwitch,
  LoadingOverlay,
  LazyModal as Modal,
  SideMenu,
  type SideMenuEntry,
  type SideMenuProps,
  useMediaQuery,
} from '@kundenportal/ui';
import { desktopQuery, headerWideQuery } from '@kundenportal/ui/theme';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useLegalLinks } from '../shared/contact';
import { languageNames, locales, splitLocale, useIntl, useLocale, useSwitchLocale } from '../shared/i18n';
import { createPageHeadings, PageHeadingsContext } from '../shared/page';
import { pagePath, usePageHref } from '../shared/pages';
import { CurrentNotification, useHydrated, useLoadingVisible, useRuntimeConfig } from '../shared/services';
import {
  isAdminCenter,
  sessionEndedReason,
  useAuthDialogs,
  useCustomerChoiceRequests,
  useSession,
} from '../shared/session';
import { ActingForBanner } from './ActingForBanner';
import type { HeaderCounts } from './ListCounts';
import { Logo, splitCompanyName } from './Logo';
import { userMenuPages } from './menuItems';
import {
  basketLabel,
  favouritesLabel,
  homeLabel,
  languageLabel as languageLabelMessage,
  layoutMessages as m,
  selectorMessages,
  unseenSdsUpdatesLabel,
  userMenuLabel,
} from './messages';
import { PageChangeFocus } from './PageChangeFocus';
import * as styles from './PortalLayout.css';
import { PunchoutBanner } from './PunchoutBanner';
import { ScrollRestoration } from './ScrollRestoration';
import { SessionEndedNotice } from './SessionEndedNotice';
import * as selectorStyles from './selectors.css';

// Only logged-in users with a choice see the selectors; nobody else downloads them.
const loadCustomerSelector = () => import('./CustomerSelector');
const LazyCustomerSelector = lazy(async () => ({ default: (await loadCustomerSelector()).CustomerSelector }));
const LazyClientSelector = lazy(async () => ({ default: (await import('./ClientSelector')).ClientSelector }));
type SelectorVariant = 'header' | 'menu';

/**
 * A selector whose code loads apart. Until it is in, a look-alike of its field holds its place: in the side
 * menu the entries below moved down by a field's height when it arrived – under a pointer about to press one.
 */
function LazySelector({
  variant,
  label,
  Selector,
}: {
  variant: SelectorVariant;
  label: MessageDescriptor;
  Selector: ComponentType<{ variant: SelectorVariant }>;
}) {
  const intl = useIntl();
  const placeholder = (
    <div className={variant === 'header' ? selectorStyles.header : selectorStyles.menu}>
      <ComboBoxFallback label={intl.formatMessage(label)} />
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <Selector variant={variant} />
    </Suspense>
  );
}

const CustomerSelector = ({ variant }: { variant: SelectorVariant }) => (
  <LazySelector variant={variant} label={selectorMessages.customer} Selector={LazyCustomerSelector} />
);

const ClientSelector = ({ variant }: { variant: SelectorVariant }) => (
  <LazySelector variant={variant} label={selectorMessages.client} Selector={LazyClientSelector} />
);

const languages = locales.map((code) => ({ code, label: languageNames[code] }));

/**
 * The side menu's element id, for the header toggle's aria-controls. Fixed, not useId: the prerendered pages
 * carry the toggle without the (hidden) menu, and hydration keeps the server's attribute, so an id React
 * numbered differently on the server and in the browser left aria-controls pointing at nothing.
 */
const sideMenuId = 'side-menu';

/** The frame of every page: header, side menu, main content, footer, notification banner and loading overlay. */
export function PortalLayout() {
  const intl = useIntl();
  const locale = useLocale();
  const pageHref = usePageHref();
  const switchLocale = useSwitchLocale();
  const navigate = useNavigate();
  const { registrationEnabled, companyName } = useRuntimeConfig();
  const session = useSession();
  const { user } = session;
  const dialogs = useAuthDialogs();
  const [isMenuOpen, setMenuOpen] = useMenuOpen(session.isAuthenticated);
  // The pages' headings tell PageChangeFocus they are drawn (PageHeading).
  const [pageHeadings] = useState(createPageHeadings);
  // The header holds the selector on wide screens; below that it lives in the side menu, which opens first.
  // The press leaves a request (useCustomerChoiceRequests) that the customer field in one place claims through its
  // own state (ComboBox `openRequest`): it takes focus and opens its list – the header's from its wide layout on
  // (the side menu shows one there too), else the side menu's, which opens for it. A press before the field's code is in (slow network, right after login)
  // is not lost: the field answers once it is in. Nothing searches the DOM or waits on a timer.
  const isHeaderWide = useMediaQuery(headerWideQuery);
  const customerChoice = useCustomerChoiceRequests();
  const chooseCustomer = () => {
    customerChoice.request(isHeaderWide ? 'header' : 'menu');
    if (!isHeaderWide) setMenuOpen(true);
  };

  useDocumentLanguage(locale);

  const [sessionEndReason, dismissSessionEnd] = useSessionEndReason(session.isAuthenticated);
  const mainRef = useRef<HTMLElement>(null);

  const languageLabel = intl.formatMessage(languageLabelMessage, { language: languageNames[locale] });
  // One picker in header and side menu: the same menu of languages, only the trigger fits its place. Both do the
  // same thing, so both carry the same name (WCAG 3.2.4 consistent identification).
  const languageSwitch = (variant: 'header' | 'sideMenu') => (
    <LanguageSwitch
      languages={languages}
      current={locale}
      onChange={switchLocale}
      label={languageLabel}
      showCurrent={false}
      variant={variant}
    />
  );
  const languageItem: SideMenuEntry = { id: 'language', content: languageSwitch('sideMenu') };
  const login = () => dialogs.open('login');
  const register = () => dialogs.open('register');
  // A punchout session ends by going back to the procurement system (transfer or cancel), not by a logout home.
  const isPunchout = Boolean(user?.punchout);
  const logout = isPunchout ? () => navigate(pageHref('punchout')) : () => dialogs.open('logout');
  const logoutLabel = intl.formatMessage(isPunchout ? m.punchoutEnd : m.logout);

  const { items, activeId } = useSideMenuItems({ languageItem, login, register, logout, logoutLabel });

  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const slogan = useSlogan();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(m.skipLink)}
      </a>
      <PortalHeader
        slogan={slogan}
        logo={<Logo compactOnPhones />}
        homeHref={pageHref(user ? 'dashboard' : 'home')}
        menuId={sideMenuId}
        isMenuOpen={isMenuOpen}
        onMenuToggle={setMenuOpen}
        customerSelector={session.canSelectCustomer ? <CustomerSelector variant="header" /> : undefined}
        clientSelector={session.canSelectClient ? <ClientSelector variant="header" /> : undefined}
        languageSwitch={languageSwitch('header')}
        user={user ? { name } : undefined}
        // Logged in but the user not loaded yet: the header shows neither the user nor login (they would flicker).
        isUserLoading={session.isAuthenticated && !user}
        labels={{
          menuToggle: intl.formatMessage(m.menuToggle),
          userMenu: intl.formatMessage(userMenuLabel, { name }),
          profile: intl.formatMessage(m.profile),
          logout: logoutLabel,
          login: intl.formatMessage(m.login),
          home: intl.formatMessage(homeLabel, { company: companyName }),
        }}
        onLogin={login}
        onLogout={logout}
        onProfile={() => navigate(pageHref('profile'))}
      />
      <PunchoutBanner />
      <div className={styles.body}>
        <PortalSideMenu
          id={sideMenuId}
          items={items}
          activeId={activeId}
          isOpen={isMenuOpen}
          onOpenChange={setMenuOpen}
          labels={{ navigation: intl.formatMessage(m.navigation), close: intl.formatMessage(m.menuClose) }}
        />
        <main id="main" ref={mainRef} className={styles.main} tabIndex={-1}>
          {/* First in main: announced from start-up, its close button right before the page it concerns. */}
          <CurrentNotification placement="inline" />
          <SessionEndedNotice
            reason={sessionEndReason}
            onDismiss={() => {
              dismissSessionEnd();
              // The button goes with the notice: focus stays in the page, at its start.
              mainRef.current?.focus();
            }}
          />
          <ActingForBanner onChooseCustomer={chooseCustomer} />
          <PageHeadingsContext.Provider value={pageHeadings}>
            <Outlet />
          </PageHeadingsContext.Provider>
        </main>
      </div>
      <PortalFooter onRegister={registrationEnabled ? register : undefined} />
      <PageChangeFocus headings={pageHeadings} />
      <ScrollRestoration />
      <PortalLoadingOverlay />
    </div>
  );
}

/** The document's language is the page's (screen readers, hyphenation, the browser's translation offer). */
function useDocumentLanguage(locale: string) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

/** The header's slogan – none where the wordmark says it already: the default brand is called "Kundenportal". */
function useSlogan(): string | undefined {
  const intl = useIntl();
  const locale = useLocale();
  const { companyName } = useRuntimeConfig();
  const { user } = useSession();
  const slogan = intl.formatMessage(isAdminCenter(user) ? m.sloganAdmin : m.sloganCustomer);
  const isInWordmark =
    splitCompanyName(companyName).name.toLocaleLowerCase(locale) === slogan.toLocaleLowerCase(locale);
  return isInWordmark ? undefined : slogan;
}

/**
 * Whether the side menu is open. Logged in, open beside the page on desktop; on a phone it starts closed (an open
 * start would mount the drawer – its code, its modal and a forced layout – only for the side menu to close it
 * before the paint). Logged out it starts closed: the home page is a landing page, and the header holds login and
 * language.
 */
function useMenuOpen(isAuthenticated: boolean) {
  const isDesktop = useMediaQuery(desktopQuery);
  const [isMenuOpen, setMenuOpen] = useState(isAuthenticated && isDesktop);
  const wasAuthenticated = useRef(isAuthenticated);
  // A hydrated page started from the server's view, no viewport (closed): the browser's view decides once known.
  const isHydrated = useHydrated();
  const startedHydrating = useRef(!isHydrated);
  useEffect(() => {
    if (!isHydrated || !startedHydrating.current) return;
    startedHydrating.current = false;
    if (isAuthenticated && isDesktop) setMenuOpen(true);
  }, [isHydrated, isAuthenticated, isDesktop]);
  useEffect(() => {
    if (wasAuthenticated.current === isAuthenticated) return;
    wasAuthenticated.current = isAuthenticated;
    if (isDesktop) setMenuOpen(isAuthenticated);
  }, [isAuthenticated, isDesktop]);
  return [isMenuOpen, setMenuOpen] as const;
}

/**
 * Why the session ended, when this tab was sent home because it ended without this tab's logout (the refresh
 * refused, the server refused the user – deleted, say – or another tab logged out): said until the user
 * dismisses it or logs in again; the marker is dropped so back/forward does not bring it back.
 */
function useSessionEndReason(isAuthenticated: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [sessionEndReason, setSessionEndReason] = useState<SessionEndReason>();
  const endedFor = sessionEndedReason(location.state);
  useEffect(() => {
    if (!endedFor) return;
    setSessionEndReason(endedFor);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [endedFor, navigate, location.pathname, location.search, location.hash]);
  useEffect(() => {
    if (isAuthenticated) setSessionEndReason(undefined);
  }, [isAuthenticated]);
  return [sessionEndReason, () => setSessionEndReason(undefined)] as const;
}

/**
 * The side menu's entries, spec §2 order: dashboard, basket, favourites, customer and client selector, then the
 * other pages the user may open now, FAQ, language and logout – or, logged out, language, login, register, FAQ.
 */
function useSideMenuItems({
  languageItem,
  login,
  register,
  logout,
  logoutLabel,
}: {
  languageItem: SideMenuEntry;
  login(): void;
  register(): void;
  logout(): void;
  /** "Abmelden", or in a punchout session "Einkauf beenden". */
  logoutLabel: string;
}): { items: SideMenuEntry[]; activeId: string | undefined } {
  const intl = useIntl();
  const pageHref = usePageHref();
  const location = useLocation();
  const { registrationEnabled } = useRuntimeConfig();
  const session = useSession();
  const { user, canOpen } = session;
  const currentPath = splitLocale(location.pathname).path;
  // Only pages the app has mounted and the user may open now (scopes, staff view).
  const pages = userMenuPages.filter(({ page }) => canOpen(page));
  const pageItems = pages.map(({ page, icon, label }) => ({
    id: page,
    label: intl.formatMessage(label),
    icon,
    href: pageHref(page),
  }));
  const slot = (id: string, shown: boolean, content: ReactNode): SideMenuEntry[] =>
    shown ? [{ id, content }] : [];
  // Spec §2 order: dashboard, basket, favourites, customer and client selector, then the other pages.
  const isHead = (id: string) => id === 'dashboard' || id === 'basket' || id === 'favorites';
  // Logged in but the user not loaded yet: neither their pages nor login and register (they would flicker).
  const isUserLoading = session.isAuthenticated && !user;
  // Should it not come (the page then says so), the logout is here too: nobody is stuck in a session.
  const items: SideMenuEntry[] = isUserLoading
    ? [
        { id: 'faq', label: intl.formatMessage(m.faq), icon: 'help', href: pageHref('faq') },
        languageItem,
        ...(session.userFailure
          ? [{ id: 'logout', label: intl.formatMessage(m.logout), icon: 'logout' as const, onAction: logout }]
          : []),
      ]
    : user
      ? [
          ...pageItems.filter((item) => isHead(item.id)),
          ...slot('customer', session.canSelectCustomer, <CustomerSelector variant="menu" />),
          ...slot('client', session.canSelectClient, <ClientSelector variant="menu" />),
          ...pageItems.filter((item) => !isHead(item.id)),
          { id: 'faq', label: intl.formatMessage(m.faq), icon: 'help', href: pageHref('faq') },
          languageItem,
          { id: 'logout', label: logoutLabel, icon: 'logout', onAction: logout },
        ]
      : [
          languageItem,
          { id: 'login', label: intl.formatMessage(m.login), icon: 'login', onAction: login },
          ...(registrationEnabled
            ? [
                {
                  id: 'register',
                  label: intl.formatMessage(m.register),
                  icon: 'user' as const,
                  onAction: register,
                },
              ]
            : []),
          { id: 'faq', label: intl.formatMessage(m.faq), icon: 'help', href: pageHref('faq') },
        ];
  const activeId =
    currentPath === pagePath('faq')
      ? 'faq'
      : pages.find(
          ({ page }) => currentPath === pagePath(page) || currentPath.startsWith(`${pagePath(page)}/`),
        )?.page;

  return { items, activeId };
}

/** The footer, and the cookie note it opens (its modal's code loads when it is first opened). */
function PortalFooter({ onRegister }: { onRegister: (() => void) | undefined }) {
  const intl = useIntl();
  const pageHref = usePageHref();
  const { companyName } = useRuntimeConfig();
  const legal = useLegalLinks();
  const { isAuthenticated } = useSession();
  const [isCookieInfoOpen, setCookieInfoOpen] = useState(false);
  // Mounted from its first opening on, so closing runs through the modal (focus back to the footer button).
  const [hasCookieInfoOpened, setCookieInfoOpened] = useState(false);

  return (
    <>
      <Footer
        company={companyName}
        logo={<Logo tone="onDark" />}
        hrefs={{ support: `${pageHref('faq')}#support`, privacy: legal.privacy, imprint: legal.imprint }}
        labels={{
          navigation: intl.formatMessage(m.footerNavigation),
          support: intl.formatMessage(m.support),
          privacy: intl.formatMessage(m.privacy),
          imprint: intl.formatMessage(m.imprint),
          cookieSettings: intl.formatMessage(m.cookieSettings),
          register: intl.formatMessage(m.register),
        }}
        onCookieSettings={() => {
          setCookieInfoOpened(true);
          setCookieInfoOpen(true);
        }}
        isLoggedOut={!isAuthenticated}
        onRegister={onRegister}
      />
      {/* The cookie note's modal code loads when it is first opened. */}
      {hasCookieInfoOpened && (
        <Suspense fallback={null}>
          <Modal
            title={intl.formatMessage(m.cookieTitle)}
            isOpen={isCookieInfoOpen}
            onOpenChange={setCookieInfoOpen}
            labels={{ close: intl.formatMessage(m.close) }}
          >
            <p>{intl.formatMessage(m.cookieText)}</p>
          </Modal>
        </Suspense>
      )}
    </>
  );
}

// The parts below read what changes while a page is open – the basket's and favourites' counts, the unseen
// safety data sheet updates, the current notification, the loading overlay – each for itself: an answer or a
// notice re-renders the part that shows it, not the whole frame (header, menu, footer) around the page.

/**
 * The readers of the counts (ListCounts.tsx), loaded once someone is logged in – after the frame drew, so they
 * never hold up the page nor change what a prerendered page hydrates. A failed load shows no counts; the next
 * login tries again.
 */
function useCountReaders(isAuthenticated: boolean) {
  const [readers, setReaders] = useState<typeof import('./ListCounts')>();
  useEffect(() => {
    if (!isAuthenticated || readers) return;
    let current = true;
    import('./ListCounts').then(
      (loaded) => current && setReaders(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isAuthenticated, readers]);
  return isAuthenticated ? readers : undefined;
}

/** The header with the basket's and favourites' counts. */
function PortalHeader(
  props: Omit<HeaderProps, 'basket' | 'favourites' | keyof HeaderLogo> & { logo: ReactNode },
) {
  const intl = useIntl();
  const href = usePageHref();
  const { canOpen, isAuthenticated } = useSession();
  const Counts = useCountReaders(isAuthenticated)?.HeaderCountsReader;
  const [counts, setCounts] = useState<HeaderCounts>();
  const countLink = (
    count: number | undefined,
    page: 'basket' | 'favorites',
    label: MessageDescriptor,
  ): HeaderProps['basket'] =>
    count !== undefined && canOpen(page)
      ? { href: href(page), count, label: intl.formatMessage(label, { count }) }
      : undefined;
  return (
    <>
      <Header
        {...props}
        favourites={countLink(counts?.favourites, 'favorites', favouritesLabel)}
        basket={countLink(counts?.basket, 'basket', basketLabel)}
      />
      {Counts && <Counts onChange={setCounts} />}
    </>
  );
}

/** The side menu; the documents entry carries the count of unseen safety data sheet updates. */
function PortalSideMenu({ items, ...props }: SideMenuProps) {
  const intl = useIntl();
  const { isAuthenticated } = useSession();
  const Unseen = useCountReaders(isAuthenticated)?.SdsUpdatesReader;
  const [unseen, setUnseen] = useState(0);
  const withBadge =
    unseen > 0
      ? items.map((item) =>
          item.id === 'documents'
            ? {
                ...item,
                badge: { count: unseen, label: intl.formatMessage(unseenSdsUpdatesLabel, { count: unseen }) },
              }
            : item,
        )
      : items;
  return (
    <>
      <SideMenu items={withBadge} {...props} />
      {Unseen && <Unseen onChange={setUnseen} />}
    </>
  );
}

function PortalLoadingOverlay() {
  const intl = useIntl();
  const isLoading = useLoadingVisible();
  // The user's call that never ends would veil the page that says so – its retry and logout out of reach.
  const { userFailure } = useSession();
  return <LoadingOverlay isVisible={isLoading && !userFailure} label={intl.formatMessage(m.loading)} />;
}
