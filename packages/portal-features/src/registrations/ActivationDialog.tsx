import type { Registration } from '@kundenportal/api-client';
import {
  Button,
  DescriptionList,
  type DescriptionListItem,
  InlineAlert,
  Modal,
  Select,
  TextField,
} from '@kundenportal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { reasonLabels, whereHeardLabels } from '../domain/registrationAnswers';
import { type AssignableRoles, useRoleLabel } from '../domain/roles';
import { focusFirstProblem, isOneOf, PortalForm, useSchemaForm } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { type ActivationField, activationSchema, activationValuesFor } from './activationSchema';
import { activateTitle, registrationMessages as m } from './messages';
import * as styles from './RegistrationsPage.css';
import { useActivationSending } from './useActivationSending';

export interface ActivationDialogProps {
  registration: Registration | undefined;
  roles: AssignableRoles;
  onClose(): void;
  /** After a successful activation: the list refreshes. */
  onActivated(): void;
}

/** Spec §4: new → activated with role, client and customer numbers. */
export function ActivationDialog({ registration, roles, onClose, onActivated }: ActivationDialogProps) {
  const intl = useIntl();
  const name = registration ? `${registration.first_name} ${registration.last_name}` : '';
  return (
    <Modal
      title={intl.formatMessage(activateTitle, { name })}
      labels={{ close: intl.formatMessage(commonMessages.close) }}
      isOpen={registration !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {registration && <ApplicantAnswers registration={registration} />}
      {/* Keyed, so every opening starts from the request's own values. */}
      {registration && (
        <ActivationForm
          key={registration.id}
          registration={registration}
          roles={roles}
          onClose={onClose}
          onActivated={onActivated}
        />
      )}
    </Modal>
  );
}

/** What the applicant told us, read before deciding: reason, its explanation, where they heard of us, wishes. */
function ApplicantAnswers({ registration }: { registration: Registration }) {
  const t = useIntl().formatMessage;
  const roleLabel = useRoleLabel();
  const notGiven = <span className={styles.muted}>{t(m.applicantNotGiven)}</span>;
  const { reason, where_did_you_hear_from: heard, requested_roles: wishes } = registration;
  const items: DescriptionListItem[] = [
    { term: t(m.applicantReason), detail: reason ? t(reasonLabels[reason.why]) : notGiven },
    ...(reason?.additional_info ? [{ term: t(m.applicantDetails), detail: reason.additional_info }] : []),
    { term: t(m.applicantHeard), detail: heard ? t(whereHeardLabels[heard]) : notGiven },
    {
      term: t(m.applicantRoles),
      detail: wishes && wishes.length > 0 ? wishes.map(roleLabel).join(', ') : notGiven,
    },
    { term: t(m.applicantClient), detail: registration.client ? roleLabel(registration.client) : notGiven },
  ];
  return (
    <section className={styles.applicant}>
      <h3 className={styles.applicantTitle}>{t(m.applicantSection)}</h3>
      <DescriptionList items={items} layout="columns" />
    </section>
  );
}

function ActivationForm({
  registration,
  roles,
  onClose,
  onActivated,
}: ActivationDialogProps & { registration: Registration }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [initial] = useState(() =>
    activationValuesFor(registration, {
      roles: roles.grantableRoles.map((role) => role.id),
      clients: roles.grantableClients.map((client) => client.id),
    }),
  );
  const form = useSchemaForm(activationSchema, initial, { serverPrefix: 'activation' });
  const formRef = useRef<HTMLFormElement>(null);
  const {
    onSubmit: send,
    isSubmitting,
    serverError,
  } = useActivationSending(form, registration.id, () => {
    onActivated();
    onClose();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isValid) {
      form.touchAll();
      // To the first field that needs attention, so its message is read out.
      focusFirstProblem(formRef.current);
      return;
    }
    send();
  };

  const validation = (field: ActivationField) => form.fieldProps(field);
  // Only what the approver may grant is offered (the API refuses anything else).
  const roleIds = roles.grantableRoles.map((role) => role.id);
  const clientIds = roles.grantableClients.map((client) => client.id);

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      {roles.failed && (
        <InlineAlert type="error" role="alert">
          {t(m.rolesUnavailable)}
        </InlineAlert>
      )}
      <Select
        label={t(m.role)}
        placeholder={t(m.choose)}
        isRequired
        items={roles.grantableRoles}
        value={form.values.role === '' ? null : form.values.role}
        onChange={(key) => {
          if (isOneOf(roleIds, key)) form.setValue('role', key);
          form.touch('role');
        }}
        onOpenChange={(open) => {
          if (!open) form.touch('role');
        }}
        {...validation('role')}
      />
      <Select
        label={t(m.client)}
        placeholder={t(m.choose)}
        isRequired
        items={roles.grantableClients}
        value={form.values.client === '' ? null : form.values.client}
        onChange={(key) => {
          if (isOneOf(clientIds, key)) form.setValue('client', key);
          form.touch('client');
        }}
        onOpenChange={(open) => {
          if (!open) form.touch('client');
        }}
        {...validation('client')}
      />
      <TextField
        label={t(m.customerNumbers)}
        description={t(m.customerNumbersHint)}
        isRequired={form.values.role === 'ROLE_CUSTOMER'}
        value={form.values.customerNumbers}
        onChange={(value) => form.setValue('customerNumbers', value)}
        onBlur={() => form.touch('customerNumbers')}
        {...validation('customerNumbers')}
      />
      {serverError && (
        <InlineAlert type="error" role="alert">
          {serverError}
        </InlineAlert>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
          {t(commonMessages.cancel)}
        </Button>
        {/* Disabled rather than isPending: RAC announces a pending button by its id, which dangles once the dialog closes. */}
        <Button type="submit" isDisabled={isSubmitting}>
          {t(m.activateSubmit)}
        </Button>
      </div>
    </PortalForm>
  );
}
