import { describe, expect, it } from 'vitest';
import { educationSearchSource } from '../../src/education/search-source.ts';
import { SEARCH_SOURCES } from '../../src/search/sources.ts';
import { TARGETS, useApp } from '../helpers.ts';

describe.each(TARGETS)('education search source (%s)', (target) => {
  const ctx = useApp(target);

  it('is registered with the site search', () => {
    expect(SEARCH_SOURCES).toContain(educationSearchSource);
  });

  it('hands over every published event, video and article in both languages, linked to its page', async () => {
    const documents = await educationSearchSource(ctx.database.db);
    const count = async (table: 'eduvest_events' | 'educational_videos' | 'learn_articles') =>
      Number((await ctx.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n);
    for (const locale of ['id', 'en'] as const) {
      const mine = documents.filter((d) => d.locale === locale);
      expect(mine.filter((d) => d.kind === 'eduvest-event')).toHaveLength(await count('eduvest_events'));
      expect(mine.filter((d) => d.kind === 'educational-video')).toHaveLength(await count('educational_videos'));
      expect(mine.filter((d) => d.kind === 'learn-investment')).toHaveLength(await count('learn_articles'));
    }
    const margin = documents.find((d) => d.locale === 'en' && d.params.slug === 'mengenal-rekening-margin')!;
    expect(margin).toMatchObject({ route: 'learn-investment-detail', title: 'Understanding Margin Accounts' });
    expect(margin.text).toContain('1-year contract');
    expect(margin.text).not.toContain('<');
    const event = documents.find((d) => d.locale === 'id' && d.params.slug === 'kelas-analisis-teknikal')!;
    expect(event).toMatchObject({ route: 'brids-eduvest-detail', kind: 'eduvest-event' });
    expect(event.keywords).toContain('Andi Peraga');
    expect(event.text).toContain('Kantor Pusat');
    expect(documents.find((d) => d.kind === 'educational-video')).toMatchObject({ route: 'educational-videos', params: {} });
  });

  it('leaves out what is not published yet', async () => {
    await ctx.database.db.updateTable('learn_articles').set({ published_at: '2999-01-01T00:00:00.000Z' }).where('slug', '=', 'inflasi-dan-nilai-uang').execute();
    const documents = await educationSearchSource(ctx.database.db);
    expect(documents.some((d) => d.params.slug === 'inflasi-dan-nilai-uang')).toBe(false);
  });
});
