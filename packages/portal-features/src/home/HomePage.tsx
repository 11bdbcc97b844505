import { Link } from '@kundenportal/ui';
import { useIntl, useLocalizedPath } from '../shared/i18n';
import { lead, page, pageTitle, sectionTitle, usePageTitle } from '../shared/page';
import { useRuntimeConfig } from '../shared/services';
import * as styles from './HomePage.css';
import { homeMessages as m } from './messages';

const advantages = [
  [m.searchTitle, m.searchText],
  [m.reorderTitle, m.reorderText],
  [m.offerTitle, m.offerText],
  [m.documentsTitle, m.documentsText],
  [m.favoritesTitle, m.favoritesText],
] as const;

/** The public welcome page: what the portal offers and where to start. */
export function HomePage() {
  const intl = useIntl();
  const href = useLocalizedPath();
  const { registrationEnabled } = useRuntimeConfig();
  usePageTitle();

  return (
    <div className={page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={pageTitle}>
          {intl.formatMessage(m.title)}
        </h1>
        <p className={lead}>{intl.formatMessage(m.lead)}</p>
      </section>

      <section aria-labelledby="home-advantages">
        <h2 id="home-advantages" className={sectionTitle}>
          {intl.formatMessage(m.advantagesTitle)}
        </h2>
        <ul className={styles.advantages}>
          {advantages.map(([title, text]) => (
            <li key={title.id} className={styles.advantage}>
              <h3 className={styles.advantageTitle}>{intl.formatMessage(title)}</h3>
              <p className={styles.advantageText}>{intl.formatMessage(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-cta">
        <h2 id="home-cta" className={sectionTitle}>
          {intl.formatMessage(m.ctaTitle)}
        </h2>
        <ul className={styles.actions}>
          <li>
            <Link variant="standalone" href={href('/login')}>
              {intl.formatMessage(m.ctaLogin)}
            </Link>
          </li>
          {registrationEnabled && (
            <li>
              <Link variant="standalone" href={href('/register')}>
                {intl.formatMessage(m.ctaRegister)}
              </Link>
            </li>
          )}
          <li>
            <Link variant="standalone" href={href('/search')}>
              {intl.formatMessage(m.ctaSearch)}
            </Link>
          </li>
          <li>
            <Link variant="standalone" href={href('/faq')}>
              {intl.formatMessage(m.ctaFaq)}
            </Link>
          </li>
        </ul>
      </section>

      <p className={styles.note}>{intl.formatMessage(m.prices)}</p>
    </div>
  );
}
