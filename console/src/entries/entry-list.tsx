/** The entries of one kind: search, a status filter, and what each entry's state is. */
import {
  CreateButton,
  DatagridConfigurable,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocale,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { STATUSES, type EntrySummary } from '../api/editorial.ts';
import { useKind } from '../console-context.tsx';
import { StatusChip, when } from './status.tsx';

function ListActions() {
  const kind = useKind(useResourceContext() ?? '');
  return <TopToolbar>{kind?.creatable !== false && <CreateButton />}</TopToolbar>;
}

export function EntryList() {
  const translate = useTranslate();
  const locale = useLocale();
  const kind = useKind(useResourceContext() ?? '');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('console.field.q')} aria-label={translate('console.field.q')} />,
    <SelectInput
      key="status"
      source="status"
      label={translate('console.status.label')}
      alwaysOn
      choices={STATUSES.map((status) => ({ id: status, name: translate(`console.status.${status}`) }))}
    />,
  ];
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      title={kind ? kind.label[locale as 'id' | 'en'] ?? kind.label.id : undefined}
    >
      <DatagridConfigurable rowClick="edit" bulkActionButtons={false}>
        <FunctionField<EntrySummary>
          source="title"
          label={translate('console.field.title')}
          sortable={false}
          render={(entry) => entry.title?.[locale as 'id' | 'en'] || entry.title?.id || entry.key}
        />
        <TextField source="key" label={translate('console.field.key')} sortable={false} />
        <FunctionField<EntrySummary> source="status" label={translate('console.status.label')} sortable={false} render={(entry) => <StatusChip status={entry.status} />} />
        <TextField source="version" label={translate('console.field.version')} sortable={false} />
        <FunctionField<EntrySummary> source="updatedAt" label={translate('console.field.updatedAt')} sortable={false} render={(entry) => when(entry.updatedAt, locale)} />
        <TextField source="updatedBy" label={translate('console.field.updatedBy')} sortable={false} />
        <FunctionField<EntrySummary>
          source="publishAt"
          label={translate('console.field.publishAt')}
          sortable={false}
          render={(entry) => when(entry.publishAt, locale) || when(entry.unpublishAt, locale)}
        />
      </DatagridConfigurable>
    </List>
  );
}
