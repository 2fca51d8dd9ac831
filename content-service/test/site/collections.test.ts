import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@brids/contracts';
import { apiErrorBody, entry, entrySummary, list, single } from '@brids/contracts/schema';
import { get, TARGETS, useApp } from '../helpers.ts';

const summaries = list(entrySummary);
const one = single(entry);

/** The attributes each collection promises (see CONTEXT.md). */
const ATTRIBUTES: Partial<Record<(typeof COLLECTIONS)[number], string[]>> = {
  promos: ['valid_until'],
};

describe.each(TARGETS)('collections (%s)', (target) => {
  const ctx = useApp(target);

  describe.each(COLLECTIONS)('%s', (name) => {
    it('lists 3 to 8 entries, newest first, and answers each detail in both locales', async () => {
      const en = summaries.parse((await get(ctx, `/api/${name}?locale=en`)).body);
      const id = summaries.parse((await get(ctx, `/api/${name}?locale=id`)).body);
      expect(en.meta).toEqual({ page: 1, perPage: 12, total: en.data.length });
      expect(en.data.length).toBeGreaterThanOrEqual(3);
      expect(en.data.length).toBeLessThanOrEqual(8);
      // The same slugs in both locales (the locale switcher keeps the slug), different text.
      expect(id.data.map((e) => e.slug)).toEqual(en.data.map((e) => e.slug));
      const dates = en.data.map((e) => e.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const key of ATTRIBUTES[name] ?? []) expect(en.data[0]?.attributes, key).toHaveProperty(key);

      const first = en.data[0];
      const detailEn = one.parse((await get(ctx, `/api/${name}/${first?.slug}?locale=en`)).body).data;
      const detailId = one.parse((await get(ctx, `/api/${name}/${first?.slug}`)).body).data;
      expect(detailEn.title).toBe(first?.title);
      expect(detailEn.body).toContain('Sample content');
      expect(detailId.body).toContain('Konten contoh');
      expect(detailEn.body).not.toMatch(/<script|onerror=|javascript:/i);
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await get(ctx, `/api/${name}/no-such-entry?locale=en`);
      expect(res.status).toBe(404);
      expect(apiErrorBody.parse(res.body).message).toBe('Not found');
    });
  });

  it('pages through a list', async () => {
    const all = summaries.parse((await get(ctx, '/api/faqs?page[size]=50')).body);
    const page2 = summaries.parse((await get(ctx, '/api/faqs?page[size]=2&page[number]=2')).body);
    expect(page2.meta).toEqual({ page: 2, perPage: 2, total: all.meta.total });
    expect(page2.data.map((e) => e.slug)).toEqual(all.data.slice(2, 4).map((e) => e.slug));
    const beyond = summaries.parse((await get(ctx, '/api/faqs?page[number]=99')).body);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(all.meta.total);
  });

  it('filters by category and by text, and sorts by title', async () => {
    const maintenance = summaries.parse((await get(ctx, '/api/announcements?filter[category]=maintenance')).body);
    expect(maintenance.data.length).toBeGreaterThan(0);
    expect(maintenance.data.every((e) => e.category === 'maintenance')).toBe(true);

    const text = summaries.parse((await get(ctx, '/api/faqs?locale=en&filter[q]=MARGIN')).body);
    expect(text.data.map((e) => e.slug)).toEqual(['jenis-rekening-saham']);
    const wildcard = summaries.parse((await get(ctx, '/api/blogs?filter[q]=%25')).body);
    expect(wildcard.data).toEqual([]);

    const byTitle = summaries.parse((await get(ctx, '/api/blogs?locale=en&sort=title')).body).data.map((e) => e.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const oldest = summaries.parse((await get(ctx, '/api/blogs?sort=published_at')).body).data.map((e) => e.published_at);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('gives localized attributes in the requested locale', async () => {
    // No seeded collection localizes an attribute any more (the Eduvest events have their own table): set one.
    const { db } = ctx.database;
    const promo = await db.selectFrom('entries').select(['id', 'slug']).where('collection', '=', 'promos').orderBy('id').executeTakeFirstOrThrow();
    for (const [locale, place] of [['en', 'Online'], ['id', 'Daring']] as const) {
      await db.updateTable('entry_translations').set({ attributes: JSON.stringify({ place }) }).where('entry_id', '=', promo.id).where('locale', '=', locale).execute();
    }
    const en = one.parse((await get(ctx, `/api/promos/${promo.slug}?locale=en`)).body).data;
    const id = one.parse((await get(ctx, `/api/promos/${promo.slug}?locale=id`)).body).data;
    expect(en.attributes.place).toBe('Online');
    expect(id.attributes.place).toBe('Daring');
    expect(en.attributes.valid_until).toBe(id.attributes.valid_until);
  });

  it('hides entries published in the future', async () => {
    await ctx.database.db.updateTable('entries').set({ published_at: '2999-01-01T00:00:00.000Z' }).where('slug', '=', 'lupa-pin-brights').execute();
    const faqs = summaries.parse((await get(ctx, '/api/faqs?page[size]=50')).body);
    expect(faqs.data.map((e) => e.slug)).not.toContain('lupa-pin-brights');
    expect((await get(ctx, '/api/faqs/lupa-pin-brights')).status).toBe(404);
  });
});
