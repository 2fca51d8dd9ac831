/**
 * One entry: the document's form (both languages side by side) with the workflow beside it (submit,
 * approve, publish now or at a time, unpublish, archive, preview and "view on site") and its history
 * (versions, changes, restore). Saving sends the version the form was opened at: if someone saved in
 * between, the API answers 409 and the editor is told, with a reload, and nothing is overwritten.
 */
import { useState } from 'react';
import { Alert, Box, Button, Paper } from '@mui/material';
import {
  DeleteWithConfirmButton,
  Edit,
  Form,
  HttpError,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useKind } from '../console-context.tsx';
import { DocumentInputs } from '../forms/schema-inputs.tsx';
import type { EntryRecord } from '../api/data-provider.ts';
import { WorkflowPanel } from './workflow-panel.tsx';
import { History } from './history.tsx';

function EntryToolbar({ deletable }: { deletable: boolean }) {
  const record = useRecordContext<EntryRecord>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && record?.status !== 'published' && <DeleteWithConfirmButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

function StaleNotice({ onReload }: { onReload(): void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('console.entry.reload')}
        </Button>
      }
    >
      {translate('console.entry.stale')}
    </Alert>
  );
}

export function EntryEdit() {
  const resource = useResourceContext() ?? '';
  const kind = useKind(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const [stale, setStale] = useState(false);
  if (!kind) return null;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          setStale(false);
          notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
        },
        onError: (error: unknown) => {
          if (error instanceof HttpError && error.status === 409) setStale(true);
          if (!(error instanceof HttpError && error.status === 422)) notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        },
      }}
    >
      <Form>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' }, gap: 2, p: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            {stale && (
              <StaleNotice
                onReload={() => {
                  setStale(false);
                  refresh();
                }}
              />
            )}
            <DocumentInputs schema={kind.schema} labels={kind.fieldLabels} />
            <EntryToolbar deletable={kind.deletable} />
          </Box>
          <Box component="aside" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <WorkflowPanel kind={kind} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <History kind={kind} />
            </Paper>
          </Box>
        </Box>
      </Form>
    </Edit>
  );
}
