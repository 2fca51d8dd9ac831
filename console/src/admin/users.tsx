/** Users and roles (admins, /api/admin/users): list, create (its password shown once), edit roles, disable, reset a password. */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SimpleForm,
  TextField,
  TextInput,
  email,
  required,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useConsole } from '../console-context.tsx';
import { when } from '../entries/status.tsx';

export const ROLES = ['admin', 'editor', 'research-publisher', 'staff', 'agent'] as const;

function useRoleChoices() {
  const translate = useTranslate();
  return ROLES.map((role) => ({ id: role, name: translate(`console.users.role.${role}`) }));
}

export function UserList() {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <List title={translate('console.users.title')} perPage={50} sort={{ field: 'email', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" label={translate('console.users.email')} sortable={false} />
        <TextField source="name" label={translate('console.users.name')} sortable={false} />
        <FunctionField
          label={translate('console.users.roles')}
          render={(user: { roles?: string[] }) => (user.roles ?? []).map((role) => translate(`console.users.role.${role}`, { _: role })).join(', ')}
        />
        <BooleanField source="disabled" label={translate('console.users.disabled')} sortable={false} looseValue />
        <FunctionField label={translate('console.users.lastLogin')} render={(user: { lastLoginAt?: string | null }) => when(user.lastLoginAt, locale)} />
      </Datagrid>
    </List>
  );
}

function PasswordOnce({ password, message, onClose }: { password: string; message: string; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="password-title">
      <DialogTitle id="password-title">{translate('console.users.resetPassword')}</DialogTitle>
      <DialogContent>
        <Alert severity="info">
          <Typography>{translate(message, { password })}</Typography>
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.media.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function UserCreate() {
  const translate = useTranslate();
  const roles = useRoleChoices();
  const [created, setCreated] = useState<string>();
  return (
    <>
      <Create
        redirect="list"
        mutationOptions={{
          onSuccess: (data) => {
            const password = (data as { password?: string }).password;
            if (password) setCreated(password);
          },
        }}
      >
        <SimpleForm>
          <TextInput source="email" label={translate('console.users.email')} validate={[required(), email()]} />
          <TextInput source="name" label={translate('console.users.name')} validate={required()} />
          <CheckboxGroupInput source="roles" label={translate('console.users.roles')} choices={roles} validate={required()} />
        </SimpleForm>
      </Create>
      {created && <PasswordOnce password={created} message="console.users.created" onClose={() => setCreated(undefined)} />}
    </>
  );
}

function ResetPassword() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const { dataProvider } = useConsole();
  const [password, setPassword] = useState<string>();
  if (!record) return null;
  return (
    <>
      <Button variant="outlined" onClick={async () => setPassword((await dataProvider.resetPassword(record.id)).password)}>
        {translate('console.users.resetPassword')}
      </Button>
      {password && <PasswordOnce password={password} message="console.users.newPassword" onClose={() => setPassword(undefined)} />}
    </>
  );
}

export function UserEdit() {
  const translate = useTranslate();
  const roles = useRoleChoices();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" label={translate('console.users.email')} disabled />
        <TextInput source="name" label={translate('console.users.name')} validate={required()} />
        <CheckboxGroupInput source="roles" label={translate('console.users.roles')} choices={roles} />
        <BooleanInput source="disabled" label={translate('console.users.disabled')} format={(value: unknown) => Boolean(value)} />
        <ResetPassword />
      </SimpleForm>
    </Edit>
  );
}
