import type { User } from '@kundenportal/api-client';
import { Button, ConfirmDialog, InlineAlert, Link } from '@kundenportal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type AssignableRoles, useAssignableRoles } from '../domain/roles';
import { focusFirstProblem, PortalForm, useSchemaForm } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { LoadFailed } from '../shared/loading';
import { commonMessages, labelledValue } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { hasScope, safeReturnPath, scopes, useSession } from '../shared/session';
import { AccessFields } from './AccessFields';
import { useUser } from './api/usersApi';
import { DeleteUserDialog } from './DeleteUserDialog';
import { editUserSchema, editValuesFor, sameValues } from './editUserSchema';
import { deleteLabel, editMessages as e, userMessages as m } from './messages';
import { PersonFields } from './PersonFields';
import * as styles from './UserManagementPage.css';
import { useEditUserSending } from './useEditUserSending';

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
  const navigate = useNavigate();
  const { user: me } = useSession();
  const [initial] = useState(() => editValuesFor(user));
  // The server's word on a field (e.g. an e-mail address already in use) stands beside it, never as its path.
  const form = useSchemaForm(editUserSchema, initial, { serverPrefix: 'user' });
  const [isAbortOpen, setAbortOpen] = useState(false);
  const [deleting, setDeleting] = useState<User>();
  const formRef = useRef<HTMLFormElement>(null);
  // Only user management changes roles, clients and customer numbers, and never one's own (the API refuses
  // them otherwise).
  const mayManage = hasScope(me, scopes.userManagement) && !isOwn;
  const isDirty = !sameValues(form.values, initial);

  const {
    onSubmit: send,
    isSubmitting,
    serverError,
  } = useEditUserSending(form, formRef, {
    id: user.id,
    withAccess: mayManage,
    target,
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

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <PersonFields form={form} isOwn={isOwn} />

      {isOwn && hasScope(me, scopes.userManagement) && <p className={styles.muted}>{t(e.ownAccessHint)}</p>}
      {mayManage && <AccessFields form={form} roles={roles} />}

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
