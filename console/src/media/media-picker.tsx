/** The media picker: the store's files (GET /api/media?q), and an upload with progress. */
import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useConsole } from '../console-context.tsx';
import { uploadMedia, type MediaItem } from '../api/upload.ts';
import { MEDIA } from '../api/data-provider.ts';

export function MediaPicker({ onPick, onClose, label }: { onPick(item: MediaItem): void; onClose(): void; label: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { api } = useConsole();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [alt, setAlt] = useState('');
  const abort = useRef<() => void>(undefined);
  const fileId = useId();

  useEffect(() => {
    let live = true;
    dataProvider
      .getList(MEDIA, { pagination: { page: 1, perPage: 50 }, sort: { field: 'uploadedAt', order: 'DESC' }, filter: { q: q.length >= 2 ? q : undefined } })
      .then((answer) => live && setItems(answer.data as unknown as MediaItem[]))
      .catch((reason: Error) => live && setError(reason.message));
    return () => {
      live = false;
    };
  }, [dataProvider, q]);

  const upload = (file: File) => {
    setError(undefined);
    setProgress(0);
    const job = uploadMedia(file, { tokens: api.tokens, alt: alt || undefined, onProgress: setProgress, baseUrl: api.baseUrl });
    abort.current = job.abort;
    job.done
      .then((item) => {
        setProgress(undefined);
        onPick(item);
      })
      .catch((reason: Error) => {
        setProgress(undefined);
        setError(translate(reason.message, { _: reason.message }));
      });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${fileId}-title`} fullWidth maxWidth="md">
      <DialogTitle id={`${fileId}-title`}>
        {translate('console.media.title')}: {label}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <TextField label={translate('console.media.alt')} value={alt} onChange={(event) => setAlt(event.target.value)} size="small" />
          <Button variant="contained" component="label" htmlFor={fileId}>
            {translate('console.media.upload')}
            <input
              id={fileId}
              type="file"
              hidden
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload(file);
              }}
            />
          </Button>
          {progress !== undefined && (
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="body2" role="status">
                {translate('console.media.uploading', { percent: Math.round(progress * 100) })}
              </Typography>
              <LinearProgress variant="determinate" value={progress * 100} aria-label={translate('console.media.upload')} />
              <Button size="small" onClick={() => abort.current?.()}>
                {translate('ra.action.cancel')}
              </Button>
            </Box>
          )}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField label={translate('console.media.search')} value={q} onChange={(event) => setQ(event.target.value)} size="small" fullWidth type="search" />
        {items.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{translate('console.media.empty')}</Typography>
        ) : (
          <List dense aria-label={translate('console.media.title')}>
            {items.map((item) => (
              <ListItemButton key={item.name} onClick={() => onPick(item)}>
                {item.type.startsWith('image/') && <Box component="img" src={item.url} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', mr: 2 }} />}
                <ListItemText primary={item.name} secondary={`${item.type} · ${Math.round(item.size / 1024)} KB`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.media.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
