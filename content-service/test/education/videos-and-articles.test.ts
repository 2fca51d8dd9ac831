import { describe, expect, it } from 'vitest';
import { apiErrorBody, single } from '@brids/contracts/schema';
import { ARTICLE_TOPICS, educationalVideoList, learnArticle, learnArticleList, LEVELS, VIDEO_CATEGORIES } from '@brids/contracts/education';
import { get, TARGETS, useApp } from '../helpers.ts';
import { sampleMedia } from '../../src/media/sample.ts';

const article = single(learnArticle);

describe.each(TARGETS)('educational videos (%s)', (target) => {
  const ctx = useApp(target);

  it('lists every video newest first, with a count per category that adds up', async () => {
    const list = educationalVideoList.parse((await get(ctx, '/api/educational-videos?locale=en&page[size]=50')).body);
    expect(list.data.length).toBeGreaterThanOrEqual(12);
    expect(list.meta.total).toBe(list.data.length);
    const dates = list.data.map((v) => v.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(list.meta.counts).sort()).toEqual(['all', ...VIDEO_CATEGORIES].sort());
    expect(VIDEO_CATEGORIES.reduce((sum, c) => sum + (list.meta.counts[c] ?? 0), 0)).toBe(list.meta.counts.all);
    for (const video of list.data) {
      expect(video.provider_video_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.thumbnail.url).toBe(sampleMedia(`/images/education/videos/${video.slug}.jpg`));
      expect(video.duration_seconds).toBeGreaterThan(0);
    }
    expect(new Set(list.data.map((v) => v.level))).toEqual(new Set(LEVELS));
  });

  it('filters by category, level and featured, in both languages', async () => {
    const fund = educationalVideoList.parse((await get(ctx, '/api/educational-videos?filter[category]=mutual-fund')).body);
    expect(fund.data.length).toBe(fund.meta.counts['mutual-fund']);
    expect(fund.meta.total).toBe(fund.data.length);
    expect(fund.data.every((v) => v.category === 'mutual-fund')).toBe(true);
    const beginner = educationalVideoList.parse((await get(ctx, '/api/educational-videos?filter[level]=beginner&page[size]=50')).body);
    expect(beginner.data.every((v) => v.level === 'beginner')).toBe(true);
    const featured = educationalVideoList.parse((await get(ctx, '/api/educational-videos?filter[featured]=true&page[size]=3')).body);
    expect(featured.data).toHaveLength(3);
    expect(featured.data.every((v) => v.is_featured)).toBe(true);
    const id = educationalVideoList.parse((await get(ctx, '/api/educational-videos?locale=id&filter[category]=mutual-fund')).body);
    const en = educationalVideoList.parse((await get(ctx, '/api/educational-videos?locale=en&filter[category]=mutual-fund')).body);
    expect(id.data.map((v) => v.slug)).toEqual(en.data.map((v) => v.slug));
    expect(id.data[0]?.title).not.toBe(en.data[0]?.title);
  });

  it('answers 400, never 5xx, to bad queries', async () => {
    for (const query of [
      'filter[category]=crypto', 'filter[level]=expert', 'filter[featured]=maybe', 'locale=fr', 'page[size]=0',
      'page[number]=-1', 'filter[category]=mutual-fund&filter[category]=bonds', 'filter[q]=saham', 'sort=-title',
      'filter[category]=%27%20or%201%3D1', 'locale=' + 'x'.repeat(500),
    ]) {
      const answer = await get(ctx, `/api/educational-videos?${query}`);
      expect(answer.status, query).toBe(400);
      apiErrorBody.parse(answer.body);
    }
    expect((await get(ctx, '/api/educational-videos/apa-itu-saham')).status).toBe(404);
  });
});

describe.each(TARGETS)('learn-investment articles (%s)', (target) => {
  const ctx = useApp(target);

  it('lists articles by topic and level with reading time, and counts each topic at that level', async () => {
    const all = learnArticleList.parse((await get(ctx, '/api/learn-investment?locale=en&page[size]=50')).body);
    expect(all.data.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.data.map((a) => a.topic))).toEqual(new Set(ARTICLE_TOPICS));
    expect(new Set(all.data.map((a) => a.level))).toEqual(new Set(LEVELS));
    expect(all.data.every((a) => a.reading_minutes >= 1)).toBe(true);
    const bonds = learnArticleList.parse((await get(ctx, '/api/learn-investment?filter[topic]=bonds&filter[level]=advanced')).body);
    expect(bonds.data.length).toBeGreaterThan(0);
    expect(bonds.data.every((a) => a.topic === 'bonds' && a.level === 'advanced')).toBe(true);
    const advanced = learnArticleList.parse((await get(ctx, '/api/learn-investment?filter[level]=advanced&page[size]=50')).body);
    expect(advanced.meta.counts.bonds).toBe(bonds.meta.total);
    expect(advanced.meta.counts.all).toBe(advanced.data.length);
    const page2 = learnArticleList.parse((await get(ctx, '/api/learn-investment?page[size]=5&page[number]=2')).body);
    expect(page2.data.map((a) => a.slug)).toEqual(all.data.slice(5, 10).map((a) => a.slug));
  });

  it('answers an article with contents, previous and next in its series, and related articles', async () => {
    const en = article.parse((await get(ctx, '/api/learn-investment/membuka-rekening-saham?locale=en')).body).data;
    expect(en.series).toEqual({ slug: 'saham-dari-nol', title: 'Stocks from Zero', order: 2 });
    expect(en.previous?.slug).toBe('apa-itu-saham-dan-bursa');
    expect(en.next?.slug).toBe('membeli-saham-pertama');
    expect(en.toc.map((e) => e.text)).toEqual(['What to prepare', 'Choosing the kind of account', 'The investor fund account (RDN)']);
    for (const entry of en.toc) expect(en.body).toContain(`id="${entry.id}"`);
    expect(en.related.length).toBeGreaterThan(0);
    expect(en.related.map((a) => a.slug)).not.toContain('membuka-rekening-saham');
    expect(en.related.map((a) => a.slug)).not.toContain(en.next?.slug);
    expect(en.body).toContain('Sample content');

    const first = article.parse((await get(ctx, '/api/learn-investment/apa-itu-saham-dan-bursa')).body).data;
    expect(first.previous).toBeNull();
    expect(first.toc.filter((e) => e.level === 3)).toHaveLength(1);
    expect(first.series?.title).toBe('Saham dari Nol');
    const alone = article.parse((await get(ctx, '/api/learn-investment/inflasi-dan-nilai-uang')).body).data;
    expect(alone.series).toBeNull();
    expect(alone.previous).toBeNull();
    expect(alone.next).toBeNull();
  });

  it('answers 404 for an unknown slug, 400 for bad queries, never 5xx', async () => {
    for (const slug of ['no-such-article', 'UPPER', '..%2F..%2Fetc']) {
      const answer = await get(ctx, `/api/learn-investment/${slug}`);
      expect(answer.status, slug).toBe(404);
    }
    for (const query of ['filter[topic]=crypto', 'filter[level]=1', 'page[size]=100', 'filter[topic][]=bonds', 'include=related']) {
      const answer = await get(ctx, `/api/learn-investment?${query}`);
      expect(answer.status, query).toBe(400);
      apiErrorBody.parse(answer.body);
    }
    expect((await get(ctx, '/api/learn-investment/membuka-rekening-saham?locale=de')).status).toBe(400);
  });
});
