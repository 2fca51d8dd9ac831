/** The entry's state and the workflow's steps; the server decides who may do what (403/409 are shown). */
import { useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useGetIdentity, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KindInfo, PreviewLink, WorkflowAction } from '../api/editorial.ts';
import type { EntryRecord } from '../api/data-provider.ts';
import { useConsole } from '../console-context.tsx';
import { StatusChip, when } from './status.tsx';
import { previewLinks, siteLinks } from './site-links.ts';

/** `datetime-local` input value → ISO in UTC (the editor types local time). */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export function WorkflowPanel({ kind }: { kind: KindInfo }) {
  const translate = useTranslate();
  const locale = useLocale();
  const record = useRecordContext<EntryRecord>();
  const { isDirty } = useFormState();
  const { dataProvider, siteOrigin } = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
  const [preview, setPreview] = useState<{ key: string; link: PreviewLink } | undefined>();
  const atId = useId();
  // The list's summary of the entry stands in while the entry loads: the workflow waits for the entry itself.
  if (!record || !Array.isArray(record.approvals)) return null;

  const run = async (action: WorkflowAction, at?: string) => {
    setBusy(true);
    try {
      await dataProvider.workflow(kind.name, record.key, action, at ? { version: record.version, at } : { version: record.version });
      notify(at ? translate('console.workflow.scheduled', { at: when(at, locale) }) : translate(`console.workflow.done.${action}`), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  /**
   * A signed preview link of the saved version, opened on the site in Indonesian (the site's default); both
   * languages' links stay listed. The tab is opened at the click, while it still counts as the editor's gesture
   * (a tab opened after the call would be blocked as a pop-up), and sent to the link once it is made.
   */
  const openPreview = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const link = await dataProvider.previewLink(kind.name, record.key);
      setPreview({ key: record.key, link });
      if (tab) {
        tab.opener = null;
        tab.location.href = previewLinks(siteOrigin, link)[0]!.url;
      }
    } catch (error) {
      tab?.close();
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || isDirty;
  const live = record.publishedDocument !== null && record.publishedDocument !== undefined;
  const approvedNow = record.approvals.some((approval) => approval.version === record.version);
  const site = siteLinks(siteOrigin, record);
  const made = preview?.key === record.key ? preview.link : undefined;

  return (
    <Stack spacing={1.5} aria-label={translate('console.workflow.title')} component="section">
      <Typography variant="h6" component="h2">
        {translate('console.workflow.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <StatusChip status={record.status} />
        <Typography variant="body2">{translate('console.entry.version', { version: record.version })}</Typography>
      </Box>
      <Typography variant="body2">
        {record.status === 'published' ? translate('console.entry.onSite') : live ? translate('console.entry.livePublished') : translate('console.entry.noLive')}
      </Typography>
      {kind.fourEyes && <Typography variant="body2">{translate('console.entry.fourEyes')}</Typography>}
      {record.submittedBy && <Typography variant="body2">{translate('console.entry.submittedBy', { by: record.submittedBy })}</Typography>}
      {kind.fourEyes && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {translate('console.entry.approvals')}
          </Typography>
          {record.approvals.length === 0 ? (
            <Typography variant="body2">{translate('console.entry.noApprovals')}</Typography>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {record.approvals.map((approval) => (
                <li key={`${approval.by}-${approval.version}`}>
                  <Typography variant="body2">{translate('console.entry.approvedBy', { by: approval.by, version: approval.version, at: when(approval.at, locale) })}</Typography>
                </li>
              ))}
            </ul>
          )}
        </Box>
      )}
      {record.publishAt && <Typography variant="body2">{translate('console.entry.scheduledPublish', { at: when(record.publishAt, locale) })}</Typography>}
      {record.unpublishAt && <Typography variant="body2">{translate('console.entry.scheduledUnpublish', { at: when(record.unpublishAt, locale) })}</Typography>}
      {isDirty && (
        <Typography variant="body2" color="warning.main" role="status">
          {translate('console.workflow.saveFirst')}
        </Typography>
      )}

      {record.status === 'draft' && (
        <Button variant="outlined" disabled={disabled} onClick={() => run('submit')}>
          {translate('console.workflow.submit')}
        </Button>
      )}
      {kind.fourEyes && record.status === 'in-review' && !approvedNow && (
        <Button variant="outlined" disabled={disabled || identity?.email === record.submittedBy} onClick={() => run('approve')}>
          {translate('console.workflow.approve')}
        </Button>
      )}
      {record.status !== 'published' && (
        <>
          <Button variant="contained" disabled={disabled} onClick={() => run('publish')}>
            {translate('console.workflow.publish')}
          </Button>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              id={`${atId}-publish`}
              type="datetime-local"
              size="small"
              label={translate('console.workflow.at')}
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button disabled={disabled || !publishAt} onClick={() => run('publish', toIso(publishAt))}>
              {translate('console.workflow.schedule')}
            </Button>
          </Box>
        </>
      )}
      {(record.status === 'published' || live) && (
        <>
          <Button variant="outlined" color="warning" disabled={disabled} onClick={() => run('unpublish')}>
            {translate('console.workflow.unpublish')}
          </Button>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              id={`${atId}-unpublish`}
              type="datetime-local"
              size="small"
              label={translate('console.workflow.at')}
              value={unpublishAt}
              onChange={(event) => setUnpublishAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button disabled={disabled || !unpublishAt} onClick={() => run('unpublish', toIso(unpublishAt))}>
              {translate('console.workflow.scheduleUnpublish')}
            </Button>
          </Box>
        </>
      )}
      {record.status !== 'archived' && (
        <Button color="inherit" disabled={disabled} onClick={() => run('archive')}>
          {translate('console.workflow.archive')}
        </Button>
      )}
      <Button variant="outlined" disabled={disabled} onClick={() => void openPreview()}>
        {translate('console.workflow.preview')}
      </Button>
      {made && (
        <Box role="status">
          <Typography variant="body2">{translate('console.workflow.previewLinks', { version: made.version, at: when(made.expiresAt, locale) })}</Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
            {previewLinks(siteOrigin, made).map(({ locale: siteLocale, url }) => (
              <Link key={siteLocale} href={url} target="_blank" rel="noopener noreferrer">
                {translate(`console.workflow.previewIn.${siteLocale}`)}
              </Link>
            ))}
          </Box>
        </Box>
      )}
      {live &&
        site.map(({ locale: siteLocale, url }) => (
          <Link key={siteLocale} href={url} target="_blank" rel="noopener">
            {translate('console.workflow.viewOnSite', { locale: siteLocale.toUpperCase() })}
          </Link>
        ))}
    </Stack>
  );
}
