import { z } from 'zod';
import type { ContentKind } from '../../editorial/kind.ts';
import { optionalText, requiredText } from '../../editorial/fields.ts';

const SETTING_KEY = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

/** A setting (spec §7 `settings`): its value in each language; the same value in both is stored once, shared ('*'). */
export const settingDocument = z.object({
  key: requiredText(100).regex(SETTING_KEY, 'must be a setting key: lower-case words with hyphens (footer-email)'),
  value: z.object({ id: optionalText(5000), en: optionalText(5000) }, { error: 'must give the value in both languages (id and en)' }),
});
export type SettingDocument = z.infer<typeof settingDocument>;

/** Settings: admin only. Unpublishing removes the key (the layout then shows nothing for it). */
export const settingsKind: ContentKind<SettingDocument> = {
  name: 'settings',
  label: { id: 'Pengaturan', en: 'Settings' },
  writers: ['admin'],
  fourEyes: false,
  schema: settingDocument,
  keyOf: (doc) => doc.key,
  titleOf: (doc) => ({ id: doc.key, en: doc.key }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return [...new Set((await db.selectFrom('settings').select('key').orderBy('key').execute()).map((r) => r.key))];
  },
  async read(db, key) {
    const rows = await db.selectFrom('settings').select(['locale', 'value']).where('key', '=', key).execute();
    if (!rows.length) return undefined;
    const value = (locale: string) => rows.find((r) => r.locale === locale)?.value ?? rows.find((r) => r.locale === '*')?.value ?? '';
    return { key, value: { id: value('id'), en: value('en') } };
  },
  async publish(trx, doc) {
    await trx.deleteFrom('settings').where('key', '=', doc.key).execute();
    const rows = doc.value.id === doc.value.en
      ? [{ key: doc.key, locale: '*', value: doc.value.id }]
      : [{ key: doc.key, locale: 'id', value: doc.value.id }, { key: doc.key, locale: 'en', value: doc.value.en }];
    await trx.insertInto('settings').values(rows).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('settings').where('key', '=', key).execute();
  },
};
