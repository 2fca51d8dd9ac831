import { z } from 'zod';
import type { ContentKind } from '../../src/editorial/kind.ts';
import { requiredText } from '../../src/editorial/fields.ts';

/** A tiny four-eyes kind for the tests (the research kinds are another slice's): its published text is a setting `test-note-<key>`. */
export const testNotesKind: ContentKind<{ key: string; text: { id: string; en: string } }> = {
  name: 'test-notes',
  label: { id: 'Catatan uji', en: 'Test notes' },
  writers: ['research-publisher'],
  fourEyes: true,
  schema: z.object({ key: requiredText(50), text: z.object({ id: requiredText(), en: requiredText() }) }),
  keyOf: (doc) => doc.key,
  titleOf: (doc) => doc.text,
  creatable: true,
  deletable: true,
  listKeys: async () => [],
  read: async () => undefined,
  async publish(trx, doc) {
    await trx.deleteFrom('settings').where('key', '=', `test-note-${doc.key}`).execute();
    await trx.insertInto('settings').values([{ key: `test-note-${doc.key}`, locale: 'id', value: doc.text.id }, { key: `test-note-${doc.key}`, locale: 'en', value: doc.text.en }]).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('settings').where('key', '=', `test-note-${key}`).execute();
  },
};
