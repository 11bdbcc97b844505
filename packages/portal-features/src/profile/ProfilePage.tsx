import type { TypedMessageDescriptor as Message } from '@formatjs/intl';
import type { AuthenticatedUser, RoleName } from '@kundenportal/api-client';
import { Button, Card, lazyDialog } from '@kundenportal/ui';
import { useState } from 'react';
import { PunchoutInstead } from '../domain/punchoutSession';
import { languageNameIn, useIntl, useLocale } from '../shared/i18n';
import { PageHeading, page, usePageTitle } from '../shared/page';
import { resolveRole, useSession } from '../shared/session';
import { CompanyPicker } from './CompanyPicker';
import type { ChangePasswordModalProps } from './changePassword/ChangePasswordModal';
import { profileMessages as m, myDataMessages } from './messages';
import type { MyDataModalProps } from './myData/MyDataModal';
import * as styles from './ProfilePage.css';

// The password form and react-aria's modal load at idle or when first opened, not with the profile.
const ChangePasswordModal = lazyDialog<ChangePasswordModalProps>(
  async () => (await import('./changePassword/ChangePasswordModal')).ChangePasswordModal,
  ({ isOpen }) => isOpen,
);
const MyDataModal = lazyDialog<MyDataModalProps>(
  async () => (await import('./myData/MyDataModal')).MyDataModal,
  ({ isOpen }) => isOpen,
);

const roleLabels: Record<RoleName, Message> = {
  ROLE_ACCOUNT: m.roleAccount,
  ROLE_ADMIN: m.roleAdmin,
  ROLE_CUSTOMER: m.roleCustomer,
  ROLE_EHS: m.roleEhs,
  ROLE_EMERGENCY: m.roleEmergency,
  ROLE_KEYUSER: m.roleKeyuser,
  ROLE_SALES: m.roleSales,
};

const isKnownRole = (role: string): role is RoleName => Object.hasOwn(roleLabels, role);

/** /user/profile (spec §2): general data, my data, the company picker and the password change. */
export function ProfilePage() {
  const intl = useIntl();
  const { user } = useSession();
  const isPunchout = Boolean(user?.punchout);
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const [isMyDataOpen, setMyDataOpen] = useState(false);
  const title = intl.formatMessage(m.title);
  usePageTitle(title);

  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      {user && (
        <div className={styles.cards}>
          <Card heading={intl.formatMessage(m.generalTitle)}>
            <GeneralData user={user} />
          </Card>
          <Card heading={intl.formatMessage(m.myDataTitle)}>
            <MyData user={user} />
            {/* A punchout session changes no account: that is done logged in to the portal itself. */}
            {isPunchout ? (
              <PunchoutInstead what="account" />
            ) : (
              <Button variant="secondary" onPress={() => setMyDataOpen(true)}>
                {intl.formatMessage(myDataMessages.edit)}
              </Button>
            )}
          </Card>
          {!isPunchout && (
            <Card heading={intl.formatMessage(m.companyPickerTitle)}>
              <CompanyPicker />
            </Card>
          )}
          {!isPunchout && (
            <Card heading={intl.formatMessage(m.passwordTitle)}>
              <p className={styles.text}>{intl.formatMessage(m.passwordText)}</p>
              <Button variant="secondary" onPress={() => setPasswordOpen(true)}>
                {intl.formatMessage(m.changePassword)}
              </Button>
            </Card>
          )}
        </div>
      )}
      <ChangePasswordModal isOpen={isPasswordOpen} onOpenChange={setPasswordOpen} />
      {user && <MyDataModal user={user} isOpen={isMyDataOpen} onOpenChange={setMyDataOpen} />}
    </div>
  );
}

function Facts({ entries }: { entries: readonly [Message, string | undefined | null][] }) {
  const intl = useIntl();
  return (
    <dl className={styles.facts}>
      {entries.map(([term, value]) => (
        <div key={term.id} className={styles.fact}>
          <dt className={styles.term}>{intl.formatMessage(term)}</dt>
          <dd className={value ? styles.detail : styles.missing}>
            {value || intl.formatMessage(m.notGiven)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function GeneralData({ user }: { user: AuthenticatedUser }) {
  const intl = useIntl();
  const locale = useLocale();
  const role = resolveRole(user);
  const salutation =
    user.salutation === 'miss'
      ? m.salutationMiss
      : user.salutation === 'mister'
        ? m.salutationMister
        : undefined;
  return (
    <Facts
      entries={[
        [m.name, `${user.first_name} ${user.last_name}`.trim()],
        [m.email, user.email],
        [m.salutation, salutation && intl.formatMessage(salutation)],
        [m.role, role && (isKnownRole(role) ? intl.formatMessage(roleLabels[role]) : role)],
        [m.language, languageNameIn(user.language, locale)],
      ]}
    />
  );
}

function MyData({ user }: { user: AuthenticatedUser }) {
  return (
    <Facts
      entries={[
        [m.company, user.company_name],
        [m.phone, user.phone_number],
        [m.fax, user.fax_number],
      ]}
    />
  );
}
