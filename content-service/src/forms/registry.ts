import type { Kysely } from 'kysely';
import { contactFields } from './contact-form.ts';
import { registrationFields } from '../education/registration/forms.ts';
import { chatLeftMessageFields } from '../chat/left-message.ts';
import type { DB } from '../schema.ts';

type FieldsLoader = (db: Kysely<DB>, ids: number[]) => Promise<Map<number, Record<string, string | number | boolean | null>>>;

/** Every form on the backbone and how staff see its fields: one line per form. */
export const FORM_FIELDS: Record<string, FieldsLoader> = {
  contact: contactFields,
  'eduvest-registration': registrationFields,
  'chat-message': chatLeftMessageFields,
};

export const FORM_NAMES = Object.keys(FORM_FIELDS) as [string, ...string[]];
