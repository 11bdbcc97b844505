import {
  Footer,
  Header,
  LanguageSwitch,
  LoadingOverlay,
  Modal,
  NotificationBanner,
  SideMenu,
  type SideMenuEntry,
} from '@kundenportal/ui';
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { companyName, privacyUrl, imprintUrl } from '../shared/contact';
import { locales, splitLocale, useIntl, useLocale, useLocalizedPath, useSwitchLocale } from '../shared/i18n';
import { useCurrentNotification, useLoadingVisible, usePortalServices, useRuntimeConfig } from '../shared/services';
import { languageNames } from './languages';
import { Logo } from './Logo';
import * as styles from './PortalLayout.css';
import { languageLabel as languageLabelMessage, layoutMessages as m, userMenuLabel } from './messages';

const languages = locales.map((code) => ({ code, label: languageNames[code] }));

/** The frame of every page: header, side menu, main content, footer, notification banner and loading overlay. */
export function PortalLayout() {
  const intl = useIntl();
  const locale = useLocale();
  const href = useLocalizedPath();
  const switchLocale = useSwitchLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { registrationEnabled } = useRuntimeConfig();
  const { notifications } = usePortalServices();
  const notification = useCurrentNotification();
  const isLoading = useLoadingVisible();
  const menuId = useId();
  // Open beside the page on desktop; the side menu itself closes it on mobile before the first paint.
  const [isMenuOpen, setMenuOpen] = useState(true);
  const [isCookieInfoOpen, setCookieInfoOpen] = useState(false);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const languageLabel = intl.formatMessage(languageLabelMessage, { language: languageNames[locale] });
  const languageSwitch = (compact: boolean) => (
    <LanguageSwitch
      languages={languages}
      current={locale}
      onChange={switchLocale}
      label={languageLabel}
      showCurrent={!compact}
    />
  );
  const login = () => navigate(href('/login'));
  const register = () => navigate(href('/register'));

  const currentPath = splitLocale(location.pathname).path;
  const items: SideMenuEntry[] = [
    { id: 'language', content: languageSwitch(false) },
    { id: 'login', label: intl.formatMessage(m.login), icon: 'login', onAction: login },
    ...(registrationEnabled
      ? [{ id: 'register', label: intl.formatMessage(m.register), icon: 'user' as const, onAction: register }]
      : []),
    { id: 'faq', label: intl.formatMessage(m.faq), icon: 'help', href: href('/faq') },
  ];
  const activeId = currentPath === '/faq' ? 'faq' : undefined;

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(m.skipLink)}
      </a>
      <Header
        slogan={intl.formatMessage(m.sloganCustomer)}
        logo={<Logo />}
        homeHref={href('/')}
        menuId={menuId}
        isMenuOpen={isMenuOpen}
        onMenuToggle={setMenuOpen}
        languageSwitch={languageSwitch(true)}
        labels={{
          menuToggle: intl.formatMessage(m.menuToggle),
          userMenu: intl.formatMessage(userMenuLabel, { name: '' }),
          profile: intl.formatMessage(m.profile),
          logout: intl.formatMessage(m.logout),
          login: intl.formatMessage(m.login),
          home: intl.formatMessage(m.home),
        }}
        onLogin={login}
      />
      <div className={styles.body}>
        <SideMenu
          id={menuId}
          items={items}
          activeId={activeId}
          isOpen={isMenuOpen}
          onOpenChange={setMenuOpen}
          labels={{ navigation: intl.formatMessage(m.navigation), close: intl.formatMessage(m.menuClose) }}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer
        company={companyName}
        hrefs={{ support: href('/faq#contact'), privacy: privacyUrl, imprint: imprintUrl }}
        labels={{
          navigation: intl.formatMessage(m.footerNavigation),
          support: intl.formatMessage(m.support),
          privacy: intl.formatMessage(m.privacy),
          imprint: intl.formatMessage(m.imprint),
          cookieSettings: intl.formatMessage(m.cookieSettings),
          register: intl.formatMessage(m.register),
        }}
        onCookieSettings={() => setCookieInfoOpen(true)}
        isLoggedOut
        onRegister={registrationEnabled ? register : undefined}
      />
      <Modal
        title={intl.formatMessage(m.cookieTitle)}
        isOpen={isCookieInfoOpen}
        onOpenChange={setCookieInfoOpen}
        labels={{ close: intl.formatMessage(m.close) }}
      >
        <p>{intl.formatMessage(m.cookieText)}</p>
      </Modal>
      {notification && (
        <div className={styles.notification}>
          <div className={styles.notificationInner}>
            <NotificationBanner
              key={notification.id}
              isOpen
              type={notification.type}
              text={notification.text}
              duration={notification.duration}
              onClose={() => notifications.close(notification.id)}
              labels={{
                close: intl.formatMessage(m.close),
                success: intl.formatMessage(m.success),
                error: intl.formatMessage(m.error),
                info: intl.formatMessage(m.info),
              }}
            />
          </div>
        </div>
      )}
      <LoadingOverlay isVisible={isLoading} label={intl.formatMessage(m.loading)} />
    </div>
  );
}
