import type { MessageDescriptor } from '@formatjs/intl';
import type { CustomerType, Registration } from '@kundenportal/api-client';
import { Button, Cell, Column, ConfirmDialog, lazyDialog, Row } from '@kundenportal/ui';
import { useRef, useState } from 'react';
import { useAssignableRoles, useRoleLabel } from '../domain/roles';
import { formatDate } from '../shared/format';
import { useIntl } from '../shared/i18n';
import { PagedTable } from '../shared/lists';
import { commonMessages } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { useNotify, useOffers } from '../shared/services';
import type { ActivationDialogProps } from './ActivationDialog';
import { useRegistrationActions, useRegistrations } from './api/registrationsApi';
import { activateLabel, denyLabel, denyQuestion, registrationMessages as m, requestedBy } from './messages';
import * as styles from './RegistrationsPage.css';

// The activation form (selects, react-aria's modal) loads at idle or when first opened, not with the list.
const ActivationDialog = lazyDialog<ActivationDialogProps>(
  async () => (await import('./ActivationDialog')).ActivationDialog,
  ({ registration }) => registration !== undefined,
);

const customerTypeLabels: Record<CustomerType, MessageDescriptor> = {
  existing_customer: m.typeExisting,
  new_customer: m.typeNew,
  employee: m.typeEmployee,
};

const fullName = (registration: Registration) => `${registration.first_name} ${registration.last_name}`;

/** /user/registrations (spec §2, §4): the queue of confirmed registration requests for staff. */
export function RegistrationsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const list = useRegistrations();
  const roles = useAssignableRoles('registrations');
  const roleLabel = useRoleLabel();
  const { deny } = useRegistrationActions();
  const [activating, setActivating] = useState<Registration>();
  const [denying, setDenying] = useState<Registration>();
  // Not the dialog's isConfirming: RAC announces a pending button by its id, which dangles once the dialog closes.
  const denyRunning = useRef(false);

  const refresh = () => void list.mutate();
  // A backend may leave out either decision (optional operations): its button goes, and the lead says where.
  const canActivate = useOffers('activateRegistration');
  const canDeny = useOffers('denyRegistration');
  const lead = leadOf(canActivate, canDeny);

  const confirmDeny = async () => {
    if (!denying || denyRunning.current) return;
    denyRunning.current = true;
    const result = await deny(denying.id);
    denyRunning.current = false;
    setDenying(undefined);
    if (result.kind === 'ok') notify(t(m.deleted), 'success');
    else notify(t(m.deleteFailed), 'error');
    refresh();
  };

  return (
    <PageFrame title={t(m.title)} lead={<p className={styles.muted}>{t(lead)}</p>}>
      <PagedTable
        list={list}
        label={t(m.tableLabel)}
        failureText={t(m.loadFailed)}
        emptyText={t(m.empty)}
        countText={(count) => (count > 0 ? t(requestedBy, { count }) : '')}
        // Eight columns that must all show on a laptop (1024 px up): narrower cells, addresses that break.
        density="compact"
        dependencies={[t, canActivate, canDeny]}
        columns={
          <>
            <Column isRowHeader>{t(m.columnDate)}</Column>
            <Column>{t(m.columnContact)}</Column>
            <Column>{t(m.columnCustomerNumbers)}</Column>
            <Column>{t(m.columnCountryZip)}</Column>
            <Column>{t(m.columnArea)}</Column>
            {(canActivate || canDeny) && <Column>{t(m.columnActions)}</Column>}
            <Column>{t(m.columnClient)}</Column>
            <Column>{t(m.columnRole)}</Column>
          </>
        }
      >
        {(registration) => (
          <Row id={registration.id}>
            <Cell>
              <span className={styles.nowrap}>{formatDate(registration.created_at)}</span>
            </Cell>
            <Cell>
              <ContactLines registration={registration} />
            </Cell>
            <Cell>
              <CustomerNumbers numbers={registration.customer_numbers} />
            </Cell>
            <Cell>
              <span className={styles.nowrap}>
                {[registration.country, registration.zip].filter(Boolean).join('-') || '–'}
              </span>
            </Cell>
            <Cell>
              {registration.sales_areas.length > 0 ? (
                registration.sales_areas.join(', ')
              ) : (
                <span className={styles.muted}>{t(m.none)}</span>
              )}
            </Cell>
            {(canActivate || canDeny) && (
              <Cell>
                <DecisionButtons
                  registration={registration}
                  onActivate={canActivate ? setActivating : undefined}
                  onDeny={canDeny ? setDenying : undefined}
                />
              </Cell>
            )}
            <Cell>{registration.client ? roleLabel(registration.client) : '–'}</Cell>
            <Cell>
              {registration.requested_roles && registration.requested_roles.length > 0 ? (
                registration.requested_roles.map(roleLabel).join(', ')
              ) : (
                <span className={styles.muted}>{t(m.choose)}</span>
              )}
            </Cell>
          </Row>
        )}
      </PagedTable>
      <ActivationDialog
        registration={activating}
        roles={roles}
        onClose={() => setActivating(undefined)}
        onActivated={refresh}
      />
      <ConfirmDialog
        isOpen={denying !== undefined}
        title={t(m.denyTitle)}
        message={denying ? t(denyQuestion, { name: fullName(denying), email: denying.email }) : ''}
        labels={{ confirm: t(m.denyConfirm), cancel: t(commonMessages.cancel) }}
        variant="danger"
        onConfirm={() => void confirmDeny()}
        onCancel={() => setDenying(undefined)}
      />
    </PageFrame>
  );
}

/** Who asks: name, company, e-mail, phone and the kind of customer. */
function ContactLines({ registration }: { registration: Registration }) {
  const intl = useIntl();
  return (
    <span className={styles.lines}>
      <strong>{fullName(registration)}</strong>
      <span>{registration.company_name}</span>
      <span>{registration.email}</span>
      <span>{registration.phone_number}</span>
      <span className={styles.muted}>
        {intl.formatMessage(customerTypeLabels[registration.customer_type])}
      </span>
    </span>
  );
}

/** A request's decisions the backend offers: activate (opens its dialog), deny (asks first). */
function DecisionButtons({
  registration,
  onActivate,
  onDeny,
}: {
  registration: Registration;
  onActivate: ((registration: Registration) => void) | undefined;
  onDeny: ((registration: Registration) => void) | undefined;
}) {
  const t = useIntl().formatMessage;
  return (
    <span className={styles.rowActions}>
      {onActivate && (
        <Button
          size="small"
          aria-label={t(activateLabel, { name: fullName(registration) })}
          onPress={() => onActivate(registration)}
        >
          {t(m.activate)}
        </Button>
      )}
      {onDeny && (
        <Button
          size="small"
          variant="danger"
          aria-label={t(denyLabel, { name: fullName(registration) })}
          onPress={() => onDeny(registration)}
        >
          {t(m.deny)}
        </Button>
      )}
    </span>
  );
}

/** The page's lead says where the decisions are made: here (both, or one of them) or elsewhere. */
const leadOf = (canActivate: boolean, canDeny: boolean) =>
  canActivate && canDeny
    ? m.lead
    : canActivate
      ? m.leadActivateOnly
      : canDeny
        ? m.leadDenyOnly
        : m.leadDecidedElsewhere;

/** The customer numbers a request names, one a line, or 'none'. */
function CustomerNumbers({ numbers }: { numbers: readonly string[] }) {
  const intl = useIntl();
  return numbers.length > 0 ? (
    <span className={styles.lines}>
      {numbers.map((number) => (
        <span key={number}>{number}</span>
      ))}
    </span>
  ) : (
    <span className={styles.muted}>{intl.formatMessage(m.none)}</span>
  );
}
