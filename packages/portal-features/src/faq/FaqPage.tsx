import type { TypedMessageDescriptor as Message } from '@formatjs/intl';
import { Link } from '@kundenportal/ui';
import { SupportDetails } from '../shared/contact';
import { useIntl } from '../shared/i18n';
import { lead, PageHeading, page, sectionTitle, usePageTitle } from '../shared/page';
import * as styles from './FaqPage.css';
import { faqMessages as m } from './messages';

const sections: { id: string; title: Message; entries: [Message, Message][] }[] = [
  {
    id: 'basics',
    title: m.basics,
    entries: [
      [m.basicsWhatQ, m.basicsWhatA],
      [m.basicsAccessQ, m.basicsAccessA],
      [m.basicsSearchQ, m.basicsSearchA],
      [m.basicsPricesQ, m.basicsPricesA],
    ],
  },
  {
    id: 'support',
    title: m.support,
    entries: [
      [m.supportPasswordQ, m.supportPasswordA],
      [m.supportSdsQ, m.supportSdsA],
      [m.supportLanguagesQ, m.supportLanguagesA],
    ],
  },
];

/** FAQ and support: sections basics, support and contact (spec §2), each reachable by its anchor. */
export function FaqPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);

  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <p className={lead}>{intl.formatMessage(m.lead)}</p>
      <nav aria-label={intl.formatMessage(m.sectionsLabel)}>
        <ul className={styles.toc}>
          {[...sections.map((s) => [s.id, s.title] as const), ['contact', m.contact] as const].map(
            ([id, label]) => (
              <li key={id}>
                <Link href={`#${id}`}>{intl.formatMessage(label)}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={sectionTitle}>
            {intl.formatMessage(section.title)}
          </h2>
          <dl className={styles.list}>
            {section.entries.map(([q, a]) => (
              <div key={q.id}>
                <dt className={styles.question}>{intl.formatMessage(q)}</dt>
                <dd className={styles.answer}>{intl.formatMessage(a)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title" className={sectionTitle}>
          {intl.formatMessage(m.contact)}
        </h2>
        <p className={styles.answer}>{intl.formatMessage(m.contactIntro)}</p>
        <SupportDetails />
      </section>
    </div>
  );
}
