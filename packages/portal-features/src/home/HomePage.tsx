import type { MessageDescriptor } from '@formatjs/intl';
import { Button, Icon, type IconName, Link, SearchField } from '@kundenportal/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchTermLimit } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { PageHeading, usePageTitle } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { useRuntimeConfig } from '../shared/services';
import { useSession } from '../shared/session';
import * as styles from './HomePage.css';
import { homeMessages as m } from './messages';

// Six tiles: two even rows on desktop, three on tablets, one column on phones.
const advantages: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { icon: 'search', title: m.searchTitle, text: m.searchText },
  { icon: 'reorder', title: m.reorderTitle, text: m.reorderText },
  { icon: 'offer', title: m.offerTitle, text: m.offerText },
  { icon: 'flask', title: m.documentsTitle, text: m.documentsText },
  { icon: 'history', title: m.favoritesTitle, text: m.favoritesText },
  { icon: 'globe', title: m.languagesTitle, text: m.languagesText },
];

/** The public welcome page: the portal's promise, one way in, the public search and what the portal offers. */
export function HomePage() {
  const intl = useIntl();
  const href = usePageHref();
  const { registrationEnabled } = useRuntimeConfig();
  const { isAuthenticated } = useSession();
  usePageTitle();

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{intl.formatMessage(m.eyebrow)}</p>
          <PageHeading id="home-title" className={styles.title}>
            {intl.formatMessage(m.title)}
          </PageHeading>
          <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
          <div className={styles.heroActions}>
            {isAuthenticated ? (
              <Link variant="buttonOnDark" href={href('dashboard')}>
                {intl.formatMessage(m.toDashboard)}
                <Icon name="chevronRight" />
              </Link>
            ) : (
              <>
                <Link variant="buttonOnDark" href={href('login')}>
                  <Icon name="login" />
                  {intl.formatMessage(m.ctaLogin)}
                </Link>
                {registrationEnabled && (
                  <Link variant="outlineOnDark" href={href('register')}>
                    {intl.formatMessage(m.ctaRegister)}
                  </Link>
                )}
              </>
            )}
          </div>
        </div>
      </section>

      <div className={styles.content}>
        <PublicSearch />

        <section aria-labelledby="home-advantages">
          <h2 id="home-advantages" className={styles.sectionTitle}>
            {intl.formatMessage(m.advantagesTitle)}
          </h2>
          <ul className={styles.advantages}>
            {advantages.map(({ icon, title, text }) => (
              <li key={title.id} className={styles.advantage}>
                <span className={styles.advantageIcon}>
                  <Icon name={icon} size="large" />
                </span>
                <h3 className={styles.advantageTitle}>{intl.formatMessage(title)}</h3>
                <p className={styles.advantageText}>{intl.formatMessage(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <p className={styles.help}>
          <Icon name="help" />
          <Link variant="standalone" href={href('faq')}>
            {intl.formatMessage(m.ctaFaq)}
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * The public search (spec §2 /search): a GET form to /search?term=…, so it works as a plain link target too;
 * with JavaScript the router takes it without a reload.
 */
function PublicSearch() {
  const intl = useIntl();
  const href = usePageHref();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const action = href('publicSearch');

  // Enter in the field submits the form too, so there is one way in and no double navigation.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    navigate(trimmed ? `${action}?${new URLSearchParams({ term: trimmed })}` : action);
  };

  return (
    <section className={styles.searchPanel} aria-labelledby="home-search">
      <h2 id="home-search" className={styles.searchTitle}>
        {intl.formatMessage(m.ctaSearch)}
      </h2>
      <search aria-labelledby="home-search">
        <form action={action} method="get" onSubmit={submit} className={styles.searchForm}>
          <div className={styles.searchField}>
            <SearchField
              name="term"
              label={intl.formatMessage(m.searchLabel)}
              clearLabel={intl.formatMessage(m.searchClear)}
              value={term}
              onChange={setTerm}
              maxLength={searchTermLimit}
            />
          </div>
          <Button type="submit">
            <Icon name="search" />
            {intl.formatMessage(m.searchSubmit)}
          </Button>
        </form>
      </search>
      <p className={styles.searchHint}>{intl.formatMessage(m.searchHint)}</p>
      <p className={styles.priceNote}>
        <Icon name="info" size="small" />
        {intl.formatMessage(m.prices)}
      </p>
    </section>
  );
}
