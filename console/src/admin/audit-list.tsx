/** The audit log (admins): every write and login, newest first, filtered by kind and by actor. */
import { Datagrid, FunctionField, List, TextInput, useLocale, useTranslate } from 'react-admin';
import { auditLine } from '../api/data-provider.ts';
import { when } from '../entries/status.tsx';

export function AuditList() {
  const translate = useTranslate();
  const locale = useLocale();
  const filters = [
    <TextInput key="subject" source="subject" label={translate('console.audit.subject')} alwaysOn />,
    <TextInput key="actor" source="actor" label={translate('console.audit.actor')} alwaysOn />,
  ];
  return (
    <List filters={filters} perPage={50} title={translate('console.audit.title')} sort={{ field: 'at', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label={translate('console.audit.at')} render={(row) => when(auditLine(row).at, locale)} />
        <FunctionField label={translate('console.audit.actor')} render={(row) => auditLine(row).actorEmail ?? '—'} />
        <FunctionField label={translate('console.audit.action')} render={(row) => auditLine(row).action} />
        <FunctionField label={translate('console.audit.subject')} render={(row) => auditLine(row).subject ?? ''} />
        <FunctionField label={translate('console.audit.subjectKey')} render={(row) => auditLine(row).subjectKey ?? ''} />
        <FunctionField
          label={translate('console.audit.detail')}
          render={(row) => {
            const detail = auditLine(row).detail;
            return Object.keys(detail).length ? <code>{JSON.stringify(detail)}</code> : '';
          }}
        />
      </Datagrid>
    </List>
  );
}
