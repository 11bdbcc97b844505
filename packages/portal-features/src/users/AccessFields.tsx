import { CheckboxGroup, TextField } from '@kundenportal/ui';
import type { AssignableRoles } from '../domain/roles';
import { isOneOf, type SchemaForm } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import type { EditUserField, EditUserValues } from './editUserSchema';
import { editMessages as e } from './messages';
import * as styles from './UserManagementPage.css';

/** The user editor's access: roles, clients and customer numbers – only what the editor may grant is offered. */
export function AccessFields({
  form,
  roles,
}: {
  form: SchemaForm<EditUserValues, EditUserField>;
  roles: AssignableRoles;
}) {
  const t = useIntl().formatMessage;
  const { values } = form;
  const validation = (field: EditUserField) => form.fieldProps(field);
  const roleIds = roles.grantableRoles.map((role) => role.id);
  const clientIds = roles.grantableClients.map((client) => client.id);
  return (
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
        onChange={(value) => form.setValue('customerNumbers', value)}
        onBlur={() => form.touch('customerNumbers')}
        {...validation('customerNumbers')}
      />
    </fieldset>
  );
}
