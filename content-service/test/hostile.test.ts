import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '@brids/contracts/schema';
import { get, TARGETS, useApp } from './helpers.ts';

const long = 'a'.repeat(5000);
const sqlish = encodeURIComponent("' OR '1'='1'; DROP TABLE entries; --");

/** [url, expected status] */
const HOSTILE: [string, number][] = [
  ['/api/menus?locale=fr', 400],
  ['/api/menus?locale=EN', 400],
  ['/api/menus?filter[type]=sidebar', 400],
  ['/api/menus?filter[type]=main-menu&filter[type]=footer', 400],
  ['/api/menus?filter[type][]=main-menu', 400],
  ['/api/menus?filter[menu_parent]=maybe', 400],
  ['/api/menus?filter[is_published]=2', 400],
  ['/api/menus?include=children', 400],
  ['/api/menus?sort=title', 400],
  [`/api/menus?filter[type]=${sqlish}`, 400],
  ['/api/settings?filter[key]=', 400],
  [`/api/settings?filter[key]=${sqlish}`, 400],
  [`/api/settings?filter[key]=${long}`, 400],
  [`/api/settings?filter[key]=${Array.from({ length: 200 }, (_, i) => `k${i}`).join(',')}`, 400],
  [`/api/components?filter[slug]=${sqlish}`, 400],
  ['/api/components?include=menu,secrets', 400],
  ['/api/footer_logos?sort=title', 400],
  ['/api/action_types?sort=id;drop', 400],
  ['/api/blogs?page[number]=abc', 400],
  ['/api/blogs?page[number]=0', 400],
  ['/api/blogs?page[number]=-1', 400],
  ['/api/blogs?page[number]=1e3', 400],
  ['/api/blogs?page[number]=99999999999999999999', 400],
  ['/api/blogs?page[size]=0', 400],
  ['/api/blogs?page[size]=51', 400],
  ['/api/blogs?page[size]=100000', 400],
  ['/api/blogs?page[size]=12.5', 400],
  ['/api/blogs?page[size]=1&page[size]=2', 400],
  ['/api/blogs?page[offset]=10', 400],
  ['/api/blogs?sort=-id', 400],
  ['/api/blogs?sort=title;drop%20table%20entries', 400],
  ['/api/blogs?sort=published_at,title', 400],
  [`/api/blogs?filter[category]=${sqlish}`, 400],
  [`/api/blogs?filter[category]=${long}`, 400],
  ['/api/blogs?filter[author]=x', 400],
  ['/api/blogs?filter[q]=%00abc', 400],
  [`/api/blogs?filter[q]=${'x'.repeat(101)}`, 400],
  ['/api/blogs?include=author', 400],
  ['/api/blogs?locale=', 400],
  [`/api/blogs?locale=${long}`, 400],
  [`/api/blogs/${long}`, 414],
  [`/api/blogs/${sqlish}`, 404],
  ['/api/blogs/..%2F..%2Fetc%2Fpasswd', 404],
  ['/api/blogs/UPPER_case', 404],
  ['/api/pages/home?filter[kind]=landing,admin', 400],
  [`/api/pages/${sqlish}`, 404],
  ['/api/companies/demo-bank-persada/news?filter[category]=x', 400],
  ['/api/companies/demo-bank-persada/news?sort=slug', 400],
  [`/api/companies/${sqlish}/news`, 404],
  ['/api/search?filter[q]=ab&sort=published_at', 400],
  ['/api/search?filter[q]=ab&filter[collection]=users', 400],
  ['/api/search?filter[q]=ab&filter[q]=cd', 400],
  ['/api/search?filter[q]=ab&page[size]=1000', 400],
  ['/api/users', 404],
  ['/api/kysely_migration', 404],
  ['/api/menus/1', 404],
  ['/nothing-here', 404],
];

describe.each(TARGETS)('hostile query parameters (%s)', (target) => {
  const ctx = useApp(target);

  it.each(HOSTILE.map(([url, status]) => ({ url, status, label: url.length > 90 ? `${url.slice(0, 90)}…` : url })))('$label answers $status with an error body', async ({ url, status }) => {
    const res = await get(ctx, url);
    expect(res.status).toBe(status);
    const error = apiErrorBody.parse(res.body);
    expect(error.message.length).toBeGreaterThan(0);
    // A 400 names the offending parameter in `errors`.
    expect(status !== 400 || Object.keys(error.errors ?? {}).length > 0).toBe(true);
  });

  it('names the parameter in a clear English message', async () => {
    const res = await get(ctx, '/api/blogs?page[size]=100000');
    expect(apiErrorBody.parse(res.body)).toEqual({
      message: 'Invalid query parameter page[size]: must be a whole number from 1 to 50',
      errors: { 'page[size]': ['must be a whole number from 1 to 50'] },
    });
    expect(apiErrorBody.parse((await get(ctx, '/api/nothing')).body)).toEqual({ message: 'Not found' });
  });

  it('never answers 500 to odd encodings, methods or bodies', async () => {
    const odd = [
      '/api/blogs?locale=%E0%A4%A', '/api/blogs?filter[q]=%FF%FE', '/api/blogs/%E0%A4%A', '/api/search?filter[q]=%F0%9F%98%80%F0%9F%98%80',
      '/api/menus?__proto__[x]=1', '/api/menus?constructor=1&toString=2', '/api/blogs?filter%5Bq%5D=saham',
    ];
    for (const url of odd) {
      const res = await get(ctx, url);
      expect(res.status, url).toBeLessThan(500);
    }
    for (const [method, url] of [['POST', '/api/menus'], ['DELETE', '/api/blogs/x'], ['PUT', '/api/settings']] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
    }
    const form = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=x' });
    expect([400, 415, 422]).toContain(form.statusCode);
    apiErrorBody.parse(form.json());
    const huge = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(200_000) }) });
    expect(huge.statusCode).toBe(413);
    apiErrorBody.parse(huge.json());
  });

  it('sends security headers and JSON', async () => {
    const res = await get(ctx, '/api/settings');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  });
});
