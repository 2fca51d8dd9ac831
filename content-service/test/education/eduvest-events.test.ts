import { describe, expect, it } from 'vitest';
import { apiErrorBody, single } from '@brids/contracts/schema';
import { eduvestEvent, eduvestEventList, EVENT_STATUSES } from '@brids/contracts/education';
import { get, TARGETS, useApp } from '../helpers.ts';

const one = single(eduvestEvent);

describe.each(TARGETS)('eduvest events (%s)', (target) => {
  const ctx = useApp(target);

  it('lists upcoming events soonest first, with both periods counted', async () => {
    const answer = await get(ctx, '/api/eduvest-events?locale=en');
    expect(answer.status).toBe(200);
    const list = eduvestEventList.parse(answer.body);
    const now = new Date().toISOString();
    expect(list.data.length).toBeGreaterThan(3);
    expect(list.data.every((e) => e.ends_at > now && e.status !== 'finished')).toBe(true);
    const starts = list.data.map((e) => e.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(list.meta.total).toBe(list.meta.counts.upcoming);
    expect(list.meta.counts.past).toBeGreaterThan(0);
  });

  it('lists past events, latest first, all finished', async () => {
    const list = eduvestEventList.parse((await get(ctx, '/api/eduvest-events?locale=id&filter[period]=past&page[size]=50')).body);
    expect(list.data.length).toBe(list.meta.counts.past);
    expect(list.data.every((e) => e.status === 'finished')).toBe(true);
    const starts = list.data.map((e) => e.starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
    // Spread over months, so the past tab has pages: the second page follows the first.
    expect(list.data.length).toBeGreaterThan(12);
    const second = eduvestEventList.parse((await get(ctx, '/api/eduvest-events?filter[period]=past&page[number]=2')).body);
    expect(second.meta).toMatchObject({ page: 2, perPage: 12, total: list.data.length });
    expect(second.data.map((e) => e.slug)).toEqual(list.data.slice(12, 24).map((e) => e.slug));
  });

  it('seeds every status, and seats left follow the quota', async () => {
    const upcoming = eduvestEventList.parse((await get(ctx, '/api/eduvest-events?page[size]=50')).body).data;
    const past = eduvestEventList.parse((await get(ctx, '/api/eduvest-events?filter[period]=past&page[size]=50')).body).data;
    const statuses = new Set([...upcoming, ...past].map((e) => e.status));
    expect([...statuses].sort()).toEqual([...EVENT_STATUSES].sort());
    for (const e of [...upcoming, ...past]) expect(e.seats_left).toBe(Math.max(0, e.quota - e.seats_taken));
    expect(upcoming.some((e) => e.status === 'open' && e.seats_left > 0 && e.seats_left <= 10)).toBe(true);
    expect(upcoming.some((e) => e.is_cancelled && e.status === 'closed')).toBe(true);
  });

  it('answers an event in both languages with speakers, agenda and place', async () => {
    const en = one.parse((await get(ctx, '/api/eduvest-events/kelas-analisis-teknikal?locale=en')).body).data;
    const id = one.parse((await get(ctx, '/api/eduvest-events/kelas-analisis-teknikal')).body).data;
    expect(en.status).toBe('full');
    expect(en.seats_left).toBe(0);
    expect(en.format).toBe('onsite');
    expect(en.venue).toContain('Head Office');
    expect(id.venue).toContain('Kantor Pusat');
    expect(en.speakers.length).toBeGreaterThan(0);
    expect(en.agenda.length).toBeGreaterThan(2);
    expect(en.description).toContain('Sample content');
    expect(id.description).toContain('Konten contoh');
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-event', 'Bad_Slug', '%27%20or%201%3D1']) {
      const answer = await get(ctx, `/api/eduvest-events/${slug}`);
      expect(answer.status).toBe(404);
      apiErrorBody.parse(answer.body);
    }
  });

  it('answers 400, never 5xx, to bad queries', async () => {
    for (const query of [
      'filter[period]=soon', 'locale=fr', 'page[number]=0', 'page[size]=51', 'page[number]=abc',
      'filter[period]=past&filter[period]=upcoming', 'filter[status]=open', 'sort=title', 'locale=%00',
    ]) {
      const answer = await get(ctx, `/api/eduvest-events?${query}`);
      expect(answer.status, query).toBe(400);
      apiErrorBody.parse(answer.body);
    }
    expect((await get(ctx, '/api/eduvest-events/kelas-analisis-teknikal?locale=xx')).status).toBe(400);
  });
});
