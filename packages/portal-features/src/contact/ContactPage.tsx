import { Button, DescriptionList, Link, TextArea, TextField } from '@kundenportal/ui';
import { type FormEvent, useId, useRef } from 'react';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { getCustomerAnswer } from '../domain/api/generated/getCustomer';
import { callApi, useCustomerData } from '../shared/api';
import { SupportDetails, supportMessages, telHref, useSupportContact } from '../shared/contact';
import { characterCount, focusFirstProblem, PortalForm, useSchemaForm } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { LoadFailed } from '../shared/loading';
import { mailLines, SendByMailHint, SendByMailLink } from '../shared/mail';
import { labelledValue } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { useOffers, useRuntimeConfig } from '../shared/services';
import { CompanyFirst, useSession } from '../shared/session';
import * as styles from './ContactPage.css';
import {
  type ContactValues,
  contactSchema,
  emptyContactValues,
  MESSAGE_MAX,
  SUBJECT_MAX,
} from './contactSchema';
import { contactMessages as m } from './messages';
import { useContactSending } from './useContactSending';

/** /user/contact: the chosen customer's responsible contact person (GET /customers/{id}) and a message form. */
export function ContactPage() {
  const intl = useIntl();
  return (
    <PageFrame
      title={intl.formatMessage(m.title)}
      lead={<p className={styles.lead}>{intl.formatMessage(m.lead)}</p>}
    >
      <CompanyFirst page="contact">
        <CustomerContact />
      </CompanyFirst>
    </PageFrame>
  );
}

function useCustomer() {
  const { isStaffView } = useSession();
  return useCustomerData({
    resource: 'customer',
    page: 'contact',
    params: isStaffView ? null : {},
    fetch: (api, scope) =>
      callApi(
        () => api.GET('/customers/{id}', { params: { path: { id: scope.customer } } }),
        getCustomerAnswer,
      ),
  });
}

function CustomerContact() {
  const intl = useIntl();
  const customer = useCustomer();
  const person = customer.data?.contact_person;

  return (
    <div className={styles.layout}>
      <section aria-labelledby="contact-person" className={`${styles.panel} ${styles.personArea}`}>
        <h2 id="contact-person" className={styles.heading}>
          {intl.formatMessage(m.personTitle)}
        </h2>
        {customer.isLoading && <ProgressBar isIndeterminate aria-label={intl.formatMessage(m.loading)} />}
        {customer.failure && (
          <LoadFailed onRetry={customer.retry}>{intl.formatMessage(m.loadFailed)}</LoadFailed>
        )}
        {customer.data && !customer.failure && (
          <>
            <DescriptionList
              items={[
                { term: intl.formatMessage(m.company), detail: customer.data.name },
                ...(person
                  ? [
                      { term: intl.formatMessage(m.name), detail: person.name },
                      {
                        term: intl.formatMessage(m.email),
                        detail: <Link href={`mailto:${person.email}`}>{person.email}</Link>,
                      },
                      {
                        term: intl.formatMessage(m.phone),
                        detail: <Link href={telHref(person.phone)}>{person.phone}</Link>,
                      },
                    ]
                  : []),
              ]}
            />
            {!person && <p>{intl.formatMessage(m.noPerson)}</p>}
          </>
        )}
      </section>
      <SupportPanel />
      <ContactForm
        customerId={customer.data?.id}
        companyName={customer.data?.name}
        contactName={person?.name}
      />
    </div>
  );
}

/** The supplier's support (config.json), for what the contact person is not there for. */
function SupportPanel() {
  const intl = useIntl();
  if (!useSupportContact()) return null;
  return (
    <section aria-labelledby="contact-support" className={`${styles.panel} ${styles.supportArea}`}>
      <h2 id="contact-support" className={styles.heading}>
        {intl.formatMessage(supportMessages.title)}
      </h2>
      <p>{intl.formatMessage(m.supportText)}</p>
      <SupportDetails />
    </section>
  );
}

function ContactForm({
  customerId,
  companyName,
  contactName,
}: {
  customerId: number | undefined;
  companyName: string | undefined;
  contactName: string | undefined;
}) {
  const intl = useIntl();
  const { customerId: chosen, user } = useSession();
  // The server's word on a field goes beside it, in its own words (never `contact_message.subject`).
  const form = useSchemaForm(contactSchema, emptyContactValues, { serverPrefix: 'contact_message' });
  const formRef = useRef<HTMLFormElement>(null);
  const target = customerId ?? chosen;
  // The company's name from its record, or – while that still loads – from the session's list of companies: a
  // mail sent at once is signed like one sent later.
  const company = companyName ?? user?.customers.find((candidate) => candidate.id === target)?.name;
  // Without the contact call (`sendContactMessage`, optional) the message goes as an e-mail to the support.
  const canPost = useOffers('sendContactMessage');
  const supportEmail = useRuntimeConfig().support.email;
  const mailHintId = useId();

  const { onSubmit: send, isSubmitting } = useContactSending(form, formRef, target, contactName);

  const { isValid } = form;
  const showProblems = () => {
    form.touchAll();
    // To the first field in error once its message shows, so the message is read out.
    focusFirstProblem(formRef.current, { selects: false });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid) {
      showProblems();
      return;
    }
    if (canPost) send();
  };

  const fieldProps = (field: keyof ContactValues) => ({
    ...form.fieldProps(field),
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, value),
    onBlur: () => form.touch(field),
    isRequired: true,
  });

  return (
    <section aria-labelledby="contact-form-title" className={styles.formArea}>
      <h2 id="contact-form-title" className={styles.heading}>
        {intl.formatMessage(m.formTitle)}
      </h2>
      <PortalForm form={form} ref={formRef} id="contact-form" className={styles.form} onSubmit={submit}>
        <TextField {...fieldProps('subject')} label={intl.formatMessage(m.subject)} maxLength={SUBJECT_MAX} />
        <TextArea
          {...fieldProps('message')}
          label={intl.formatMessage(m.message)}
          rows={8}
          maxLength={MESSAGE_MAX}
          characterCountLabel={(count, max) => intl.formatMessage(characterCount, { count, max })}
        />
        {!canPost && <SendByMailHint id={mailHintId} to={supportEmail} />}
        <div className={styles.actions}>
          {canPost ? (
            // Disabled rather than pending: react-aria announces a pending button through a live region.
            <Button type="submit" isDisabled={!target || isSubmitting}>
              {intl.formatMessage(m.send)}
            </Button>
          ) : (
            <SendByMailLink
              mail={{
                to: supportEmail,
                subject: form.values.subject.trim(),
                // Signed with the company it is about, as the contact call would have told the backend.
                body: [
                  form.values.message.trim(),
                  company &&
                    `--\n${mailLines([[intl.formatMessage(m.company), `${company} (${target})`]], labelledValue(intl))}`,
                ]
                  .filter(Boolean)
                  .join('\n\n'),
              }}
              hintId={mailHintId}
              canSend={isValid}
              onBlocked={showProblems}
            />
          )}
        </div>
      </PortalForm>
    </section>
  );
}
