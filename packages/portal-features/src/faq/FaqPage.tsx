import type { TypedMessageDescriptor as Message } from '@formatjs/intl';
import type { OptionalOperation } from '@kundenportal/api-client';
import { Link } from '@kundenportal/ui';
import { meetsNeed } from '../shared/capabilities';
import { SupportDetails } from '../shared/contact';
import { useIntl } from '../shared/i18n';
import { lead, PageHeading, page, sectionTitle, usePageTitle } from '../shared/page';
import { useRuntimeConfig } from '../shared/services';
import * as styles from './FaqPage.css';
import { faqMessages as m } from './messages';

/**
 * A question and its answers: the first whose promise the backend keeps is shown (`textNeeds` declares which
 * answer needs – or stands in for – an optional operation), so the FAQ never promises what the portal lacks.
 */
type Entry = [question: Message, ...answers: [Message, ...Message[]]];

export const faqSections: { id: string; title: Message; entries: Entry[] }[] = [
  {
    id: 'basics',
    title: m.basics,
    entries: [
      [m.basicsWhatQ, m.basicsWhatA],
      [m.basicsAccessQ, m.basicsAccessA, m.basicsAccessAWithoutConfirmation],
      [m.basicsSearchQ, m.basicsSearchA],
      [m.basicsPricesQ, m.basicsPricesA],
    ],
  },
  {
    id: 'support',
    title: m.support,
    entries: [
      [m.supportPasswordQ, m.supportPasswordA, m.supportPasswordAWithoutLink],
      [m.supportSdsQ, m.supportSdsA],
      [m.supportLanguagesQ, m.supportLanguagesA],
    ],
  },
];

/** The answer to show with what the backend offers; undefined where none may be shown (the entry goes). */
export const faqAnswer = (
  answers: readonly Message[],
  offers: (operation: OptionalOperation) => boolean,
): Message | undefined => answers.find((answer) => meetsNeed(String(answer.id), offers));

/** FAQ and support: sections basics, support and contact (spec §2), each reachable by its anchor. */
export function FaqPage() {
  const intl = useIntl();
  const { capabilities } = useRuntimeConfig();
  const offers = (operation: OptionalOperation) => capabilities.has(operation);
  const title = intl.formatMessage(m.title);
  usePageTitle(title);

  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <p className={lead}>{intl.formatMessage(m.lead)}</p>
      <nav aria-label={intl.formatMessage(m.sectionsLabel)}>
        <ul className={styles.toc}>
          {[...faqSections.map((s) => [s.id, s.title] as const), ['contact', m.contact] as const].map(
            ([id, label]) => (
              <li key={id}>
                <Link href={`#${id}`}>{intl.formatMessage(label)}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      {faqSections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={sectionTitle}>
            {intl.formatMessage(section.title)}
          </h2>
          <dl className={styles.list}>
            {section.entries.map(([q, ...answers]) => {
              const a = faqAnswer(answers, offers);
              return (
                a && (
                  <div key={q.id}>
                    <dt className={styles.question}>{intl.formatMessage(q)}</dt>
                    <dd className={styles.answer}>{intl.formatMessage(a)}</dd>
                  </div>
                )
              );
            })}
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
