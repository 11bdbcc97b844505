import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { headerWideQuery } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import {
  actions,
  brand,
  desktopSlots,
  header,
  languageSlot,
  logoImage,
  logoLink,
  slogan as sloganClass,
  userPlaceholder,
} from './Header.css';
import { HeaderCountLink, type HeaderCountLinkProps } from './HeaderCountLink';
import { HeaderUserMenu } from './HeaderUserMenu';

export interface HeaderUser {
  /** Shown on the user menu button on desktop. */
  name: string;
}

export interface HeaderLabels {
  /** Accessible name of the menu toggle, e.g. "Menü"; its state is told by aria-expanded. */
  menuToggle: string;
  /** Accessible name of the user menu button and menu; should contain the user's name, which is shown. */
  userMenu: string;
  profile: string;
  logout: string;
  login: string;
  /** Accessible name of the logo link when the logo slot has none of its own. */
  home?: string;
}

/**
 * The logo: an element of its own (`logo`), or an image whose source and text alternative come together
 * (`logoSrc` with `logoAlt`; an empty `logoAlt` only where `labels.home` names the link) – or none.
 */
export type HeaderLogo =
  | { logo: ReactNode; logoSrc?: never; logoAlt?: never }
  | { logo?: never; logoSrc: string; logoAlt: string }
  | { logo?: never; logoSrc?: never; logoAlt?: never };

export type HeaderProps = HeaderLogo & {
  /** 'Kundenportal' or 'Admin Center'; left out where the logo's wordmark already says it. */
  slogan?: string;
  /** Where the logo links to. */
  homeHref?: string;
  /** The side menu's element id, for the toggle's aria-controls. */
  menuId: string;
  isMenuOpen: boolean;
  /** Called with the state the menu should change to. */
  onMenuToggle: (isOpen: boolean) => void;
  labels: HeaderLabels;
  customerSelector?: ReactNode;
  clientSelector?: ReactNode;
  languageSwitch?: ReactNode;
  favourites?: HeaderCountLinkProps;
  basket?: HeaderCountLinkProps;
  /** Undefined when logged out: the login button replaces the user menu. */
  user?: HeaderUser;
  /** Logged in, the user not known yet: neither login button nor user menu, so nothing flips on arrival. */
  isUserLoading?: boolean;
  onProfile?: () => void;
  onLogout?: () => void;
  onLogin?: () => void;
};

const noop = () => {};

/** The sticky page header: menu toggle, logo and slogan, selectors, favourites, basket and the user menu. */
export function Header({
  slogan,
  logo,
  logoSrc,
  logoAlt = '',
  homeHref = '/',
  menuId,
  isMenuOpen,
  onMenuToggle,
  labels,
  customerSelector,
  clientSelector,
  languageSwitch,
  favourites,
  basket,
  user,
  isUserLoading = false,
  onProfile = noop,
  onLogout = noop,
  onLogin = noop,
}: HeaderProps) {
  const desktopSlotCount = [customerSelector, clientSelector].filter(Boolean).length;
  const hasDesktopSlots = desktopSlotCount > 0;
  // The slots show from headerWideQuery on (below, the side menu holds the selectors): their content is not
  // even mounted on smaller screens, where a hidden combobox would only cost code, rendering and requests.
  const isWide = useMediaQuery(headerWideQuery);
  return (
    <header className={header} data-selectors={desktopSlotCount || undefined}>
      <div className={brand}>
        <Button
          variant="tertiary"
          iconOnly
          aria-label={labels.menuToggle}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onPress={() => onMenuToggle(!isMenuOpen)}
        >
          <Icon name={isMenuOpen ? 'close' : 'menu'} size="large" />
        </Button>
        {(logo || logoSrc) && (
          <Link href={homeHref} aria-label={labels.home} className={logoLink}>
            {logo ?? <img src={logoSrc} alt={logoAlt} className={logoImage} />}
          </Link>
        )}
        {slogan && <p className={sloganClass}>{slogan}</p>}
      </div>
      {hasDesktopSlots && (
        <div className={desktopSlots}>
          {isWide && customerSelector}
          {isWide && clientSelector}
        </div>
      )}
      {languageSwitch && <div className={languageSlot}>{languageSwitch}</div>}
      <div className={actions}>
        {favourites && <HeaderCountLink {...favourites} icon="bookmark" />}
        {basket && <HeaderCountLink {...basket} icon="basket" />}
        {user ? (
          <HeaderUserMenu userName={user.name} labels={labels} onProfile={onProfile} onLogout={onLogout} />
        ) : isUserLoading ? (
          <span className={userPlaceholder} data-testid="header-user-loading" />
        ) : (
          <Button variant="secondary" onPress={onLogin}>
            <Icon name="login" />
            {labels.login}
          </Button>
        )}
      </div>
    </header>
  );
}
