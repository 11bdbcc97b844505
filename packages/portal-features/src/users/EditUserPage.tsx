import type { User } from '@kundenportal/api-client';
import { Button, CheckboxGroup, ConfirmDialog, InlineAlert, Link, Select, TextField } from '@kundenportal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { type AssignableRoles, useAssignableRoles } from '../domain/roles';
import { queryKeys } from '../shared/api';
import {
  fieldLimits,
  focusFirstProblem,
  isOneOf,
  limitOf,
  PortalForm,
  remainingText,
  useSchemaForm,
  useSubmit,
} from '../shared/forms';
import { languageNameIn, locales, useIntl, useLocale } from '../shared/i18n';
import { LoadFailed } from '../shared/loading';
import { commonMessages, labelledValue } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { useNotify } from '../shared/services';
import { hasScope, safeReturnPath, scopes, useSession } from '../shared/session';
import { useUser, useUserActions } from './api/usersApi';
import { DeleteUserDialog } from './DeleteUserDialog';
import {
  type EditUserField,
  type EditUserValues,
  editUserSchema,
  editValuesFor,
  sameValues,
  toUserUpdate,
} from './editUserSchema';
import { deleteLabel, editMessages as e, userMessages as m } from './messages';
import * as styles from './UserManagementPage.css';

const salutations = ['mister', 'miss'] as const;

/**
 * /user/edit/{id} (spec §2): personal data, roles, clients and customer numbers of a user; without an id the
 * current user. Saving or aborting returns to where the editor was opened from (the user list by default).
 */
export function EditUserPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const href = usePageHref();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { user: me } = useSession();
  const requested = params.id === undefined ? me?.id : Number(params.id);
  const id = requested !== undefined && Number.isInteger(requested) && requested > 0 ? requested : undefined;
  const { data: user, failure, isLoading, retry } = useUser(id);
  const roles = useAssignableRoles('edit');
  const listPath = href('usermanagement');
  const target = safeReturnPath(searchParams.get('from')) ?? listPath;
  const isOwn = id !== undefined && id === me?.id;

  const title = t(isOwn ? e.ownTitle : e.title);
  const back = <Link href={target}>{t(e.backToList)}</Link>;

  if (failure || (params.id !== undefined && id === undefined)) {
    const notFound = failure?.kind === 'rejected' && (failure.status === 404 || failure.status === 400);
    return (
      <PageFrame title={title}>
        <div className={styles.stack}>
          {notFound || !failure ? (
            <InlineAlert type="error">{t(e.notFound)}</InlineAlert>
          ) : (
            <LoadFailed onRetry={retry}>{t(e.loadFailed)}</LoadFailed>
          )}
          <p>{back}</p>
        </div>
      </PageFrame>
    );
  }

  // Another user beyond the editor's rights is shown, not offered for change (the API refuses it with 403).
  // Should the role list fail, the form stays and the API decides.
  const manageable = isOwn || roles.failed || (user !== undefined && roles.mayManage(user, me));
  return (
    <PageFrame title={user ? labelledValue(intl)(title, `${user.first_name} ${user.last_name}`) : title}>
      {isLoading || !user || (roles.isLoading && !isOwn) ? (
        <p role="status">{t(commonMessages.loading)}</p>
      ) : !manageable ? (
        <div className={styles.stack}>
          <InlineAlert type="info">{t(e.notManageable)}</InlineAlert>
          <p>{back}</p>
        </div>
      ) : (
        <EditUserForm
          key={user.id}
          user={user}
          roles={roles}
          target={target}
          listPath={listPath}
          isOwn={isOwn}
        />
      )}
    </PageFrame>
  );
}

interface EditUserFormProps {
  user: User;
  roles: AssignableRoles;
  target: string;
  listPath: string;
  isOwn: boolean;
}

function EditUserForm({ user, roles, target, listPath, isOwn }: EditUserFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { user: me } = useSession();
  const { updateUser } = useUserActions();
  const [initial] = useState(() => editValuesFor(user));
  // The server's word on a field (e.g. an e-mail address already in use) stands beside it, never as its path.
  const form = useSchemaForm(editUserSchema, initial, { serverPrefix: 'user' });
  const { values } = form;
  const [serverError, setServerError] = useState<string>();
  const [isAbortOpen, setAbortOpen] = useState(false);
  const [deleting, setDeleting] = useState<User>();
  const formRef = useRef<HTMLFormElement>(null);
  // Only user management changes roles, clients and customer numbers, and never one's own (the API refuses
  // them otherwise).
  const mayManage = hasScope(me, scopes.userManagement) && !isOwn;
  const isDirty = !sameValues(values, initial);

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    setServerError(undefined);
    form.clearServerErrors();
    const result = await updateUser(user.id, toUserUpdate(values, mayManage));
    if (result.kind === 'ok') {
      notify(t(e.saved), 'success');
      void mutate(queryKeys.matching('users', 'user'));
      navigate(target);
      return;
    }
    if (result.kind === 'rejected') {
      notify(t(e.saveFailed), 'error');
      const sorted = form.take(result.fieldErrors);
      setServerError(remainingText(sorted, result.message, t(commonMessages.genericError)));
      // To the first field the server refused, so its message is read out.
      if (Object.keys(sorted.byField).length > 0) focusFirstProblem(formRef.current, { selects: false });
    }
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
  const abort = () => (isDirty ? setAbortOpen(true) : navigate(target));

  const validation = (field: EditUserField) => form.fieldProps(field);
  const setValue = <F extends EditUserField>(field: F, value: EditUserValues[F]) =>
    form.setValue(field, value);
  const text = (field: 'firstName' | 'lastName' | 'companyName' | 'email' | 'phoneNumber' | 'faxNumber') => ({
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    onBlur: () => form.touch(field),
    isRequired: field !== 'faxNumber',
    maxLength: limitOf(fieldLimits.userEdit, field),
    // One's own login address and company stay with another user manager (the API refuses them).
    isReadOnly: isOwn && (field === 'email' || field === 'companyName'),
    ...validation(field),
  });
  // Only what the editor may grant is offered.
  const roleIds = roles.grantableRoles.map((role) => role.id);
  const clientIds = roles.grantableClients.map((client) => client.id);

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(e.personSection)}</legend>
        <Select
          label={t(e.salutation)}
          placeholder={t(e.choose)}
          isRequired
          items={salutations.map((salutation) => ({ id: salutation, label: t(e[salutation]) }))}
          value={values.salutation === '' ? null : values.salutation}
          onChange={(key) => {
            if (isOneOf(salutations, key)) form.setValue('salutation', key);
            form.touch('salutation');
          }}
          {...validation('salutation')}
        />
        <div className={styles.pair}>
          <TextField label={t(e.firstName)} autoComplete="off" {...text('firstName')} />
          <TextField label={t(e.lastName)} autoComplete="off" {...text('lastName')} />
        </div>
        <TextField label={t(e.companyName)} autoComplete="off" {...text('companyName')} />
        <TextField label={t(e.email)} type="email" autoComplete="off" {...text('email')} />
        <div className={styles.pair}>
          <TextField label={t(e.phoneNumber)} type="tel" autoComplete="off" {...text('phoneNumber')} />
          <TextField label={t(e.faxNumber)} type="tel" autoComplete="off" {...text('faxNumber')} />
        </div>
        <Select
          label={t(e.language)}
          placeholder={t(e.choose)}
          isRequired
          items={locales.map((language) => ({ id: language, label: languageNameIn(language, locale) }))}
          value={values.language === '' ? null : values.language}
          onChange={(key) => {
            if (isOneOf(locales, key)) form.setValue('language', key);
            form.touch('language');
          }}
          {...validation('language')}
        />
      </fieldset>

      {isOwn && hasScope(me, scopes.userManagement) && <p className={styles.muted}>{t(e.ownAccessHint)}</p>}
      {mayManage && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(e.accessSection)}</legend>
          <CheckboxGroup
            label={t(e.roles)}
            isRequired
            options={roles.grantableRoles.map((role) => ({ value: role.id, label: role.label }))}
            value={values.roles}
            onChange={(next) => {
              form.setValue('roles', next.filter((key) => isOneOf(roleIds, key)) as EditUserValues['roles']);
              form.touch('roles');
            }}
            {...validation('roles')}
          />
          <CheckboxGroup
            label={t(e.clients)}
            isRequired
            options={roles.grantableClients.map((client) => ({ value: client.id, label: client.label }))}
            value={values.clients}
            onChange={(next) => {
              form.setValue(
                'clients',
                next.filter((key) => isOneOf(clientIds, key)) as EditUserValues['clients'],
              );
              form.touch('clients');
            }}
            {...validation('clients')}
          />
          <TextField
            label={t(e.customerNumbers)}
            description={t(e.customerNumbersHint)}
            isRequired={values.roles.includes('ROLE_CUSTOMER')}
            value={values.customerNumbers}
            onChange={(value) => setValue('customerNumbers', value)}
            onBlur={() => form.touch('customerNumbers')}
            {...validation('customerNumbers')}
          />
        </fieldset>
      )}

      {serverError && (
        <InlineAlert type="error" role="alert">
          {serverError}
        </InlineAlert>
      )}
      <div className={styles.buttons}>
        <Button type="submit" isDisabled={isSubmitting}>
          {t(e.save)}
        </Button>
        <Button variant="secondary" onPress={abort} isDisabled={isSubmitting}>
          {t(e.abort)}
        </Button>
        {mayManage && (
          <Button
            variant="danger"
            onPress={() => setDeleting(user)}
            aria-label={t(deleteLabel, { name: `${user.first_name} ${user.last_name}` })}
          >
            {t(m.delete)}
          </Button>
        )}
      </div>

      <ConfirmDialog
        isOpen={isAbortOpen}
        title={t(e.abortTitle)}
        message={t(e.abortQuestion)}
        labels={{ confirm: t(e.abortConfirm), cancel: t(e.abortKeep) }}
        onConfirm={() => {
          setAbortOpen(false);
          navigate(target);
        }}
        onCancel={() => setAbortOpen(false)}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(undefined)} redirectTo={listPath} />
    </PortalForm>
  );
}
