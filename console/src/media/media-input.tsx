/**
 * A media URL field: the URL as text, and "Choose or upload" opening the picker (the media store's
 * files, searchable, and an upload with its progress). Picking a file of a `{ url, size, type }` object
 * fills its size and type too.
 */
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Box, Button } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { MediaPicker } from './media-picker.tsx';
import type { MediaItem } from '../api/upload.ts';

export function MediaInput({ source, label, nullable }: { source: string; label: string; nullable: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const form = useFormContext();
  const parent = source.includes('.') ? source.slice(0, source.lastIndexOf('.')) : '';
  const pick = (item: MediaItem) => {
    form.setValue(source, item.url, { shouldDirty: true, shouldValidate: true });
    if (/\.url$/.test(source) && parent) {
      const sibling = form.getValues(parent) as Record<string, unknown> | null;
      if (sibling && typeof sibling === 'object') {
        if ('size' in sibling) form.setValue(`${parent}.size`, item.size, { shouldDirty: true });
        if ('type' in sibling) form.setValue(`${parent}.type`, item.type, { shouldDirty: true });
      }
    }
    setOpen(false);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextInput
        source={source}
        label={label}
        fullWidth
        parse={(value: string) => (value === '' && nullable ? null : value)}
        format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
      />
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
        {translate('console.media.choose')}
      </Button>
      {open && <MediaPicker onPick={pick} onClose={() => setOpen(false)} label={label} />}
    </Box>
  );
}
