import type { FastifyInstance } from 'fastify';
import { type Setting } from '@brids/contracts';
import { collection, setting } from '@brids/contracts/schema';
import type { AppContext } from '../lib/context.ts';
import { locale, slugList } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const settingsQuery = { locale, 'filter[key]': slugList(100).optional() };

/** GET /api/settings (spec §7): key/value pairs in the requested locale, optionally only some keys. */
export function settingRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/settings', {
    schema: apiSchema({ summary: 'Settings of the locale (or shared by both), optionally only some keys (spec §7)', query: settingsQuery, response: collection(setting) }),
  }, async (request) => {
    const q = request.query;
    let select = db
      .selectFrom('settings')
      .select(['key', 'locale', 'value'])
      .where('locale', 'in', [q.locale, '*']);
    const keys = q['filter[key]'];
    if (keys) select = select.where('key', 'in', keys);
    const rows = await select.orderBy('key').execute();
    // A value of the requested locale wins over one shared by both locales ('*').
    const values = new Map<string, { value: string; specific: boolean }>();
    for (const row of rows) {
      const specific = row.locale !== '*';
      const known = values.get(row.key);
      if (!known || (specific && !known.specific)) values.set(row.key, { value: row.value, specific });
    }
    const data: Setting[] = [...values].map(([key, { value }]) => ({ key, value }));
    return { data };
  });
}
