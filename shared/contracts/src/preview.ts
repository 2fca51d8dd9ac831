import { z, type Infer } from '@brids/contracts/schema';
import type { ZodMiniType } from 'zod/mini';
import { LOCALES } from './locale.ts';

/**
 * An editor's preview of a draft on the site (`GET /api/preview/{token}?locale=`): the draft of any
 * content kind, made generic by the content service in the asked locale. A signed preview link (its
 * token, made in the console) is the only authority: no login. Its own module
 * (`@brids/contracts/preview`), so only the shell's preview page carries it.
 */

/** One value of the draft's document, as the preview page renders it. */
export type PreviewValue =
  | { type: 'text'; text: string }
  /** A number, formatted by the page in its locale. */
  | { type: 'number'; value: number }
  /** A moment (ISO 8601 with its offset), shown by the page in Jakarta time. */
  | { type: 'time'; at: string }
  /** A day (YYYY-MM-DD). */
  | { type: 'date'; date: string }
  /** Rich text, sanitised by the content service with the site's allow-list (render with RichText). */
  | { type: 'html'; html: string }
  /** An http(s) address or a site path. */
  | { type: 'link'; url: string }
  /** An image of the media store (`/media/...`). */
  | { type: 'image'; url: string }
  /** Another file of the media store (a PDF): a link, named by its file name. */
  | { type: 'file'; url: string; name: string }
  | { type: 'list'; items: PreviewValue[] }
  | { type: 'fields'; fields: PreviewField[] };

/** A field of the document: its name, its label in the asked locale, and its value. */
export interface PreviewField {
  name: string;
  label: string;
  value: PreviewValue;
}

export const PREVIEW_VALUE_TYPES = ['text', 'number', 'time', 'date', 'html', 'link', 'image', 'file', 'list', 'fields'] as const;

export const previewValue: ZodMiniType<PreviewValue> = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('number'), value: z.number() }),
  z.object({ type: z.literal('time'), at: z.string() }),
  z.object({ type: z.literal('date'), date: z.string() }),
  z.object({ type: z.literal('html'), html: z.string() }),
  z.object({ type: z.literal('link'), url: z.string() }),
  z.object({ type: z.literal('image'), url: z.string() }),
  z.object({ type: z.literal('file'), url: z.string(), name: z.string() }),
  z.object({
    type: z.literal('list'),
    get items() {
      return z.array(previewValue);
    },
  }),
  z.object({
    type: z.literal('fields'),
    get fields() {
      return z.array(previewField);
    },
  }),
]);

export const previewField: ZodMiniType<PreviewField> = z.object({
  name: z.string(),
  label: z.string(),
  get value() {
    return previewValue;
  },
});

export const PREVIEW_STATUSES = ['draft', 'in-review', 'published', 'archived'] as const;

/** The preview document: the entry's kind, key, state, title, summary and every other field as sections. */
export const previewDocument = z.object({
  kind: z.object({ name: z.string(), label: z.string() }),
  /** The entry's key (its slug, or the kind's own key). */
  key: z.string(),
  /** The entry's status now. */
  status: z.enum(PREVIEW_STATUSES),
  /** The version of the document the link was made for (a link shows that version, not later edits). */
  version: z.number(),
  /** The entry's latest version now: more than `version` when the draft changed after the link was made. */
  latestVersion: z.number(),
  /** When that version was made (ISO 8601). */
  updatedAt: z.string(),
  /** When the link stops working (ISO 8601). */
  expiresAt: z.string(),
  locale: z.enum(LOCALES),
  title: z.string(),
  summary: z.optional(z.string()),
  sections: z.array(previewField),
});
export type PreviewDocument = Infer<typeof previewDocument>;
