import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { brand, copyright, footer, footerLink, links } from './Footer.css';

export interface FooterLabels {
  /** The footer link list's landmark name, e.g. "Service und Rechtliches". */
  navigation: string;
  support: string;
  privacy: string;
  imprint: string;
  cookieSettings: string;
  register: string;
}

export interface FooterHrefs {
  support: string;
  /**
   * The legal pages, from the deployment's configuration. While not known (markup rendered before it is read)
   * the label stands as plain text in the link's place – the same size, nothing that leads nowhere.
   */
  privacy?: string;
  imprint?: string;
}

export interface FooterProps {
  company: string;
  /** The brand mark on the dark footer, e.g. `<Logo tone="onDark" … />`; decorative. */
  logo?: ReactNode;
  /** Defaults to the current year; fixed in tests and screenshots. */
  year?: number;
  hrefs: FooterHrefs;
  labels: FooterLabels;
  /** Opens the cookie consent manager. */
  onCookieSettings: () => void;
  /** The register entry appears only when logged out and a handler is given. */
  isLoggedOut?: boolean;
  onRegister?: () => void;
}

/** The page footer: copyright, support and legal links, cookie settings and, when logged out, register. */
export function Footer({
  company,
  logo,
  year = new Date().getFullYear(),
  hrefs,
  labels,
  onCookieSettings,
  isLoggedOut = false,
  onRegister,
}: FooterProps) {
  return (
    <footer className={footer}>
      <div className={brand}>
        {logo}
        <p className={copyright}>
          © {year} {company}
        </p>
      </div>
      <nav aria-label={labels.navigation}>
        <ul className={links}>
          <li>
            <Link href={hrefs.support} className={footerLink}>
              {labels.support}
            </Link>
          </li>
          <li>
            <FooterLink href={hrefs.privacy}>{labels.privacy}</FooterLink>
          </li>
          <li>
            <FooterLink href={hrefs.imprint}>{labels.imprint}</FooterLink>
          </li>
          <li>
            <Button className={footerLink} onPress={onCookieSettings}>
              {labels.cookieSettings}
            </Button>
          </li>
          {isLoggedOut && onRegister && (
            <li>
              <Button className={footerLink} onPress={onRegister}>
                {labels.register}
              </Button>
            </li>
          )}
        </ul>
      </nav>
    </footer>
  );
}

function FooterLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? (
    <Link href={href} className={footerLink}>
      {children}
    </Link>
  ) : (
    <span className={footerLink}>{children}</span>
  );
}
