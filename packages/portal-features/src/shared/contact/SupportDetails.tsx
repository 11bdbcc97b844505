import { DescriptionList, Link } from '@kundenportal/ui';
import { useId } from 'react';
import { useIntl } from '../i18n';
import { sectionTitle } from '../page';
import { type ShownSupportContact, useSupportContact } from './deployment';
import { supportMessages as m } from './messages';
import { telHref } from './telHref';

/** E-mail, phone and hours of the support as config.json names them; nothing while they are not known. */
export function SupportDetails() {
  const support = useSupportContact();
  return support ? <SupportContactList support={support} /> : null;
}

function SupportContactList({ support }: { support: ShownSupportContact }) {
  const intl = useIntl();
  return (
    <DescriptionList
      items={[
        {
          term: intl.formatMessage(m.email),
          detail: <Link href={`mailto:${support.email}`}>{support.email}</Link>,
        },
        ...(support.phone
          ? [
              {
                term: intl.formatMessage(m.phone),
                detail: <Link href={telHref(support.phone)}>{support.phone}</Link>,
              },
            ]
          : []),
        ...(support.hours ? [{ term: intl.formatMessage(m.hours), detail: support.hours }] : []),
      ]}
    />
  );
}

/**
 * For a page where the user is stuck (an error, the service down, the account not loading): the support
 * contact under a heading of its own – the way on when retrying does not help.
 */
export function SupportWhenStuck() {
  const intl = useIntl();
  const id = useId();
  const support = useSupportContact();
  if (!support) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {intl.formatMessage(m.title)}
      </h2>
      <p>{intl.formatMessage(m.stuck)}</p>
      <SupportContactList support={support} />
    </section>
  );
}
