/**
 * A kind's document as react-admin inputs, generated from its JSON Schema: both languages side by
 * side, lists with add/remove, choices for enums, rich text (TipTap, through ra-input-rich-text) for
 * HTML fields, the media picker for file and image URLs. The server validates again (422 per field).
 */
import { createContext, useContext } from 'react';
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import type { BothLanguages, JsonSchema } from '../api/editorial.ts';
import { MediaInput } from '../media/media-input.tsx';
import { fieldLabel, isLanguagePair, isMedia, isRichText, resolve, typeOf, unwrapNullable } from './json-schema.ts';

const nullIfEmpty = (value: unknown) => (value === '' ? null : value);
const asIs = (value: unknown) => value;

interface FieldProps {
  /** The form path of the field ('document.title'). */
  source: string;
  /** The last segment of the path (the document's field name). */
  name: string;
  node: JsonSchema;
  root: JsonSchema;
  required: boolean;
  label?: string;
  parentName?: string;
}

/** The kind's field labels in both languages (`fieldLabels` of GET /api/editorial/kinds), for every field below. */
const FieldLabels = createContext<Record<string, BothLanguages>>({});

/** The document of a kind as inputs: every property of its schema, labelled in the interface's language. */
export function DocumentInputs({ schema, labels }: { schema: JsonSchema; labels: Record<string, BothLanguages> }) {
  return (
    <FieldLabels.Provider value={labels}>
      <ObjectInputs source="document" node={schema} root={schema} />
    </FieldLabels.Provider>
  );
}

/** Every property of an object node, in the schema's order. */
function ObjectInputs({ source, node, root }: { source: string; node: JsonSchema; root: JsonSchema }) {
  const resolved = resolve(node, root);
  const required = new Set(resolved.required ?? []);
  const prefix = source ? `${source}.` : '';
  return (
    <>
      {Object.entries(resolved.properties ?? {}).map(([name, child]) => (
        <SchemaField key={name} source={`${prefix}${name}`} name={name} node={child} root={root} required={required.has(name)} parentName={source.split('.').pop()} />
      ))}
    </>
  );
}

/** One field of any shape. */
export function SchemaField({ source, name, node, root, required, label, parentName }: FieldProps) {
  const labels = useContext(FieldLabels);
  const [locale] = useLocaleState();
  const { node: inner, nullable } = unwrapNullable(node, root);
  const text = label ?? fieldLabel(labels, locale === 'en' ? 'en' : 'id', name, inner);
  const helperText = inner.description ?? false;

  if (isLanguagePair(inner)) return <LanguagePair source={source} name={name} node={inner} root={root} required={required} label={text} />;

  switch (typeOf(inner)) {
    case 'object':
      return (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%' }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {text}
          </Typography>
          <ObjectInputs source={source} node={inner} root={root} />
        </Box>
      );
    case 'array': {
      const items = unwrapNullable(inner.items ?? {}, root).node;
      const scalar = typeOf(items) !== 'object';
      return (
        <ArrayInput source={source} label={text} helperText={helperText}>
          <SimpleFormIterator inline={scalar && !isLanguagePair(items)} disableReordering={false}>
            {scalar ? (
              <SchemaField source="" name={name} node={items} root={root} required label={text} />
            ) : (
              Object.entries(resolve(items, root).properties ?? {}).map(([child, childNode]) => (
                <SchemaField key={child} source={child} name={child} node={childNode} root={root} required={(items.required ?? []).includes(child)} parentName={name} />
              ))
            )}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
    case 'boolean':
      return <BooleanInput source={source} label={text} helperText={helperText} />;
    case 'number':
    case 'integer':
      return <NumberInput source={source} label={text} helperText={helperText} parse={(value: string) => (value === '' || value === null ? (nullable ? null : value) : Number(value))} />;
    case 'string':
      if (inner.enum) {
        const choices = inner.enum.map((value) => ({ id: value as string, name: String(value) }));
        return <SelectInput source={source} label={text} choices={choices} helperText={helperText} emptyText={nullable ? '—' : undefined} parse={nullable ? nullIfEmpty : asIs} />;
      }
      if (isRichText(inner)) return <RichText source={source} label={text} />;
      if (isMedia(name, inner, parentName)) return <MediaInput source={source} label={text} nullable={nullable} />;
      return (
        <TextInput
          source={source}
          label={text}
          helperText={helperText}
          multiline={(inner.maxLength ?? 0) > 300 || /summary|excerpt|note|text$/i.test(name)}
          parse={nullable ? nullIfEmpty : asIs}
          format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
          fullWidth
          required={required && !nullable}
        />
      );
    default:
      // A shape the generator does not know (a record of any values): edited as JSON text.
      return (
        <TextInput
          source={source}
          label={`${text} (JSON)`}
          multiline
          fullWidth
          format={(value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2))}
          parse={(value: string) => {
            try {
              return JSON.parse(value) as unknown;
            } catch {
              return value;
            }
          }}
        />
      );
  }
}

function RichText({ source, label }: { source: string; label: string }) {
  return <RichTextInput source={source} label={label} fullWidth />;
}

/** `{ id, en }`: Indonesian and English next to each other, one label above both ('Judul · Bahasa Inggris'). */
function LanguagePair({ source, name, node, root, required, label }: FieldProps & { label: string }) {
  const translate = useTranslate();
  const props = node.properties ?? {};
  return (
    <Box sx={{ width: '100%', mb: 1 }} role="group" aria-label={label}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {(['id', 'en'] as const).map((locale) => (
          <Box key={locale} lang={locale} sx={{ minWidth: 0 }}>
            <SchemaField
              source={`${source}.${locale}`}
              name={name}
              node={props[locale] ?? {}}
              root={root}
              required={required}
              label={`${label} · ${translate(`console.languages.${locale}`)}`}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
