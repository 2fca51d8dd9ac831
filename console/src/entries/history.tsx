/** An entry's versions: who did what when, the changes of a version (jsondiffpatch's HTML view), restore. */
import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { format as formatHtml } from 'jsondiffpatch/formatters/html';
import 'jsondiffpatch/formatters/styles/html.css';
import type { KindInfo, VersionDetail, VersionSummary } from '../api/editorial.ts';
import type { EntryRecord } from '../api/data-provider.ts';
import { useConsole } from '../console-context.tsx';
import { when } from './status.tsx';

// Sizes as strings: in MUI's sx a width or height of 1 is 100% (of the page here, with no positioned
// ancestor: the hidden header was a 1280 px box from the table's right edge, a horizontal scroll).
/** Read by screen readers, not shown (the column's buttons say it). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: '0', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function History({ kind }: { kind: KindInfo }) {
  const translate = useTranslate();
  const locale = useLocale();
  const record = useRecordContext<EntryRecord>();
  const { dataProvider } = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [versions, setVersions] = useState<VersionSummary[]>([]);
  const [shown, setShown] = useState<{ detail: VersionDetail; html: string | undefined }>();

  const key = record?.key;
  const current = record?.version;
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    dataProvider
      .versions(kind.name, key)
      .then((list) => live && setVersions([...list].sort((a, b) => b.version - a.version)))
      .catch(() => live && setVersions([]));
    return () => {
      live = false;
    };
    // `current`: a new version (saved, published, restored) lists again.
  }, [dataProvider, kind.name, key, current]);

  if (!record) return null;

  const show = async (version: number) => {
    try {
      const detail = await dataProvider.version(kind.name, record.key, version);
      let html: string | undefined;
      const before = detail.previousVersion ?? (version > 1 ? version - 1 : null);
      if (detail.diff && before !== null) {
        const previous = await dataProvider.version(kind.name, record.key, before).catch(() => undefined);
        html = formatHtml(detail.diff as never, previous?.document ?? {}) ?? undefined;
      }
      setShown({ detail, html });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const restore = async (version: number) => {
    try {
      await dataProvider.restore(kind.name, record.key, version, record.version);
      notify('console.workflow.done.restore', { type: 'success' });
      setShown(undefined);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography variant="h6" component="h2" id="history-title">
        {translate('console.history.title')}
      </Typography>
      {versions.length === 0 ? (
        <Typography variant="body2">{translate('console.history.empty')}</Typography>
      ) : (
        // The aside is 340 px: narrower cells, and a table still wider (a long email) scrolls in its card.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{translate('console.history.action')}</TableCell>
                <TableCell>{translate('console.history.by')}</TableCell>
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {translate('console.history.show')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.map((version) => (
                <TableRow key={version.version}>
                  <TableCell>{version.version}</TableCell>
                  <TableCell title={when(version.at, locale)}>{version.action}</TableCell>
                  <TableCell>{version.by ?? '—'}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => show(version.version)} aria-label={`${translate('console.history.show')}: ${version.version}`}>
                      {translate('console.history.show')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {shown && (
        <Dialog open onClose={() => setShown(undefined)} fullWidth maxWidth="md" aria-labelledby="diff-title">
          <DialogTitle id="diff-title">{translate('console.history.diffTitle', { version: shown.detail.version })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {when(shown.detail.at, locale)} · {shown.detail.by ?? '—'} · {shown.detail.action}
            </Typography>
            {shown.detail.version === 1 || shown.detail.previousVersion === null ? (
              <Typography>{translate('console.history.first')}</Typography>
            ) : shown.html ? (
              // jsondiffpatch's HTML formatter escapes every value it writes.
              <Box className="diff" sx={{ overflowX: 'auto' }} dangerouslySetInnerHTML={{ __html: shown.html }} />
            ) : (
              <Typography>{translate('console.history.noChanges')}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => restore(shown.detail.version)} disabled={shown.detail.version === record.version}>
              {translate('console.history.restore')}
            </Button>
            <Button onClick={() => setShown(undefined)}>{translate('console.media.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
