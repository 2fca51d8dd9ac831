// Issue 19 point 3: the OpenAPI document generated from the routes' own declarations (their query
// shapes and the contracts' zod schemas), served at /api/openapi.json with a readable /api/docs.
import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { buildApp } from '../src/app.ts';
import { goodMessage } from './forms/fixtures.ts';
import { TARGETS, useApp } from './helpers.ts';
import { createAccount, type TestAccount } from './accounts/accounts.ts';
import { multipart, pdf } from './media/fixtures.ts';
import { setChatHours } from './chat/chat-helpers.ts';
import { touchPresence } from '../src/chat/presence.ts';

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
interface Operation {
  summary?: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The POST routes that take no body: logout revokes the token sent, a password reset generates the password. */
const TAKES_NO_BODY = [
  '/api/auth/logout', '/api/admin/users/{id}/password-reset', '/api/editorial/{kind}/{key}/preview-links',
  '/api/chat/conversations/{id}/close', '/api/agent/chat/conversations/{id}/take', '/api/agent/chat/conversations/{id}/close',
];

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** A value the parameter's schema allows: its first example, its first value, its default, or a word for a free string. */
function exampleOf(parameter: Parameter): string {
  const { schema } = parameter;
  const example = (schema.examples as unknown[] | undefined)?.[0] ?? (schema.enum as unknown[] | undefined)?.[0] ?? schema.default;
  if (example !== undefined) return String(example);
  if (schema.type === 'string' && !schema.pattern) return 'example';
  throw new Error(`${parameter.name}: a patterned parameter needs an example (.meta({ examples }))`);
}

const openApiPage = {
  slug: 'openapi-page', kind: 'static', image_url: null, searchable: false,
  translations: { id: { title: 'Halaman', summary: '', body: '<p>Isi</p>' }, en: { title: 'Page', summary: '', body: '<p>Body</p>' } },
};

const successOf = (operation: Operation) => Object.entries(operation.responses).find(([status]) => status.startsWith('2'))!;

describe.each(TARGETS)('the API description on %s', (target) => {
  const context = useApp(target);
  let document: OpenApi;
  let adminToken: string;
  let admin: TestAccount;

  beforeAll(async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
    document = res.json() as OpenApi;
    // An admin passes every role check: the staff and admin routes answer it.
    admin = await createAccount(context.database.db, { role: 'admin' });
    adminToken = admin.token;
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));

  it('lists every route the app registered, with its path parameters and its error answers', async () => {
    const routes: RouteOptions[] = [];
    const app = buildApp({ db: context.database.db, onRoute: (route) => void routes.push(route) });
    await app.ready();
    const listed = operations().map(({ method, path }) => `${method} ${path}`);
    const registered = routes
      .filter((route) => route.url.startsWith('/api/') && !['/api/openapi.json', '/api/docs'].includes(route.url))
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD').map((m) => `${m} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`));
    expect(listed.sort()).toEqual([...new Set(registered)].sort());
    await app.close();

    const news = document.paths['/api/companies/{slug}/news/{news}']!.get!;
    expect(news.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['slug', 'news']);
    // An item is not rate-limited; a list is.
    expect(Object.keys(news.responses)).toEqual(['200', '400', '404']);
    expect(Object.keys(document.paths['/api/research-reports']!.get!.responses)).toEqual(['200', '400', '429']);
    // A form answers 201 with its receipt, and every way it refuses.
    const contact = document.paths['/api/contact-messages']!.post!;
    expect(Object.keys(contact.responses)).toEqual(['201', '400', '409', '415', '422', '429']);
    expect(contact.parameters.find((p) => p.name === 'Idempotency-Key')).toMatchObject({ in: 'header', required: true });
    expect(Object.keys(document.paths['/api/auth/logout']!.post!.responses)[0]).toBe('204');
    const errorSchemas = operations().flatMap(({ operation }) =>
      Object.entries(operation.responses).filter(([status]) => !status.startsWith('2')).map(([, answer]) => answer.content?.['application/json']?.schema));
    expect(errorSchemas.length).toBeGreaterThan(operations().length);
    for (const schema of errorSchemas) expect(schema).toMatchObject({ properties: { message: { type: 'string' } } });
  });

  it('gives every operation a summary of its own and every GET JSON route its answer schema', () => {
    const problems = operations().flatMap(({ method, path, operation }) => {
      const name = `${method} ${path}`;
      const content = successOf(operation)[1].content ?? {};
      return [
        !operation.summary || operation.summary.includes('/api/') || operation.summary.length <= 10 ? `${name}: no summary of its own` : [],
        method === 'GET' && Object.keys(content).length === 0 ? `${name}: answers nothing documented` : [],
        method === 'GET' && 'application/json' in content && content['application/json']!.schema.type !== 'object' ? `${name}: no answer schema` : [],
        method === 'POST' && !TAKES_NO_BODY.includes(path) && !(operation.requestBody?.content['application/json'] ?? operation.requestBody?.content['multipart/form-data'])?.schema ? `${name}: no body schema` : [],
      ].flat();
    });
    expect(problems).toEqual([]);
  });

  it('lists each route\'s own query parameters by name, with their schema, and no generic ones', () => {
    const reports = document.paths['/api/research-reports']!.get!;
    expect(reports.parameters.map((p) => p.name)).toEqual([
      'locale', 'page[number]', 'page[size]', 'filter[category]', 'filter[sector]', 'filter[ticker]', 'filter[from]', 'filter[to]', 'filter[q]', 'sort',
    ]);
    const byName = Object.fromEntries(reports.parameters.map((p) => [p.name, p]));
    expect(byName.locale).toMatchObject({ in: 'query', required: false, schema: { type: 'string', enum: ['id', 'en'], default: 'id' } });
    expect(byName['page[size]']!.schema).toMatchObject({ type: 'string', default: '12' });
    expect(byName['filter[category]']!.schema.enum).toContain('morning');
    expect(byName.sort!.schema).toMatchObject({ enum: ['-published_at', 'published_at'], default: '-published_at' });
    expect(byName['filter[q]']!.schema).toMatchObject({ type: 'string', maxLength: 100 });
    expect(byName['filter[from]']!.schema.pattern).toBeTruthy();
    const names = operations().flatMap(({ operation }) => operation.parameters.map((p) => p.name));
    expect(names).not.toContain('filter[field]');
    // A route without a query lists none; the registration's kind is one of two.
    expect(document.paths['/api/redirects']!.get!.parameters).toEqual([]);
    const registration = document.paths['/api/eduvest-events/{slug}/registrations/{kind}']!.post!;
    expect(registration.parameters.find((p) => p.name === 'kind')!.schema).toMatchObject({ enum: ['client', 'non-client'] });
  });

  it('documents what the routes really take: every documented parameter\'s example is accepted, an undocumented filter refused', { timeout: 120_000 }, async () => {
    const headers = { authorization: `Bearer ${adminToken}` };
    const problems: string[] = [];
    let filtered = 0;
    let checked = 0;
    for (const { method, path, operation } of operations()) {
      if (method !== 'GET') continue;
      const url = path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
        const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)!.schema;
        return String((schema.enum as string[] | undefined)?.[0] ?? 'sample-slug');
      });
      const query = operation.parameters.filter((p) => p.in === 'query');
      const examples = query.map((p) => [p.name, exampleOf(p)] as const);
      for (const [name, value] of examples) {
        const parameter = query.find((p) => p.name === name)!;
        if (!ajv.validate(parameter.schema, value)) problems.push(`${path} ${name}=${value} does not fit its own schema`);
        const res = await context.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams({ [name]: value })}`, headers });
        if (res.statusCode === 400) problems.push(`${path}?${name}=${value} refused: ${res.body.slice(0, 200)}`);
        checked++;
      }
      if (examples.length) {
        const all = await context.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(examples.map(([n, v]) => [n, v]))}`, headers });
        if (all.statusCode === 400) problems.push(`${path} with every parameter refused: ${all.body.slice(0, 200)}`);
      }
      if (query.some((p) => p.name.startsWith('filter['))) {
        const res = await context.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams({ 'filter[not-a-filter]': 'x' })}`, headers });
        const refused = res.statusCode === 400 && JSON.stringify(res.json()).includes('filter[not-a-filter]');
        if (!refused) problems.push(`${path}?filter[not-a-filter] answered ${res.statusCode}`);
        filtered++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(filtered).toBeGreaterThan(25);
  });

  it('describes answers as they are: every documented GET answer without path parameters matches its schema', async () => {
    const checked: string[] = [];
    for (const { method, path, operation } of operations()) {
      const schema = successOf(operation)[1].content?.['application/json']?.schema;
      if (method !== 'GET' || !schema || path.includes('{')) continue;
      const required = operation.parameters.filter((p) => p.required || (p.name === 'filter[q]' && path.endsWith('search')));
      const query = new URLSearchParams(required.map((p) => [p.name, p.name === 'filter[q]' ? 'saham' : exampleOf(p)]));
      const answer = await context.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { authorization: `Bearer ${adminToken}` } });
      expect(answer.statusCode, path).toBe(200);
      // With the document's shared schemas where its references point (#/components/schemas/...).
      expect(ajv.validate({ ...schema, components: document.components }, answer.json()), `${path}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('gives every POST its real success status: a valid body (which fits the documented body schema) is answered so, with the documented answer', async () => {
    const questions = await context.app.inject({ method: 'GET', url: '/api/risk-profile/questions' });
    const answers = Object.fromEntries((questions.json() as { data: { key: string; answers: { key: string }[] }[] }).data.map((q) => [q.key, q.answers[0]!.key]));
    const events = await context.app.inject({ method: 'GET', url: '/api/eduvest-events?filter[period]=upcoming&page[size]=50' });
    const open = (events.json() as { data: { slug: string; status: string }[] }).data.find((e) => e.status === 'open')!;
    const editor = await createAccount(context.database.db, { role: 'editor' });
    const token = (await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: editor.email, password: editor.password } })).json() as { token: string };
    const upload = await multipart({ bytes: pdf('openapi'), filename: 'openapi.pdf', type: 'application/pdf' }, { alt: 'A sample PDF' });
    // The live chat: the desk open, an agent (the admin) online, a conversation to write in.
    await setChatHours(context, admin, 'daily 00:00-24:00');
    await touchPresence(context.database.db, admin.id);
    const chat = (await context.app.inject({ method: 'POST', url: '/api/chat/conversations', payload: { locale: 'en' } })).json() as { data: { token: string; conversation: { id: string } } };
    const conversation = `/api/chat/conversations/${chat.data.conversation.id}`;
    const chatToken = { 'x-chat-token': chat.data.token };
    const agentConversation = `/api/agent/chat/conversations/${chat.data.conversation.id}`;
    const calls: { path: string; url: string; body?: unknown; headers?: Record<string, string>; multipart?: Buffer }[] = [
      { path: '/api/auth/login', url: '/api/auth/login', body: { email: editor.email, password: editor.password } },
      { path: '/api/admin/users', url: '/api/admin/users', body: { email: 'new.editor@test.example', name: 'New Editor', roles: ['editor'] }, headers: { authorization: `Bearer ${adminToken}` } },
      { path: '/api/admin/users/{id}/password-reset', url: `/api/admin/users/${editor.id}/password-reset`, headers: { authorization: `Bearer ${adminToken}` } },
      { path: '/api/auth/logout', url: '/api/auth/logout', headers: { authorization: `Bearer ${token.token}` } },
      { path: '/api/risk-profile/result', url: '/api/risk-profile/result?locale=en', body: { answers } },
      { path: '/api/assistant/answers', url: '/api/assistant/answers?locale=en', body: { question: 'How do I open a stock account?', locale: 'en' } },
      { path: '/api/contact-messages', url: '/api/contact-messages?locale=en', body: goodMessage(), headers: { 'idempotency-key': randomUUID() } },
      {
        path: '/api/eduvest-events/{slug}/registrations/{kind}',
        url: `/api/eduvest-events/${open.slug}/registrations/non-client?locale=en`,
        body: { fullName: 'Rina Maharani', email: 'rina.openapi@example.com', mobile: '081234567890', city: 'Bandung', consent: true, captchaToken: TEST_CAPTCHA_TOKEN },
        headers: { 'idempotency-key': randomUUID() },
      },
      // The editorial workflow of one page, in order (an admin passes every role check; pages are not four-eyes).
      ...[
        { path: '/api/editorial/{kind}', url: '/api/editorial/pages', body: { document: openApiPage } },
        ...['submit', 'approve', 'publish', 'unpublish'].map((step) => ({ path: `/api/editorial/{kind}/{key}/${step}`, url: `/api/editorial/pages/openapi-page/${step}`, body: { version: 1 } })),
        { path: '/api/editorial/{kind}/{key}/versions/{n}/restore', url: '/api/editorial/pages/openapi-page/versions/1/restore', body: { version: 1 } },
        { path: '/api/editorial/{kind}/{key}/archive', url: '/api/editorial/pages/openapi-page/archive', body: { version: 2 } },
        { path: '/api/editorial/{kind}/{key}/preview-links', url: '/api/editorial/pages/openapi-page/preview-links' },
      ].map((call) => ({ ...call, headers: { authorization: `Bearer ${adminToken}` } })),
      { path: '/api/media', url: '/api/media', multipart: upload.payload, headers: { authorization: `Bearer ${adminToken}`, 'content-type': upload.contentType } },
      // The live chat, in order: the visitor opens and writes, an agent takes it and answers, both close it.
      { path: '/api/chat/conversations', url: '/api/chat/conversations?locale=en', body: { locale: 'en', transcript: [{ author: 'visitor', body: 'Hello' }] } },
      { path: '/api/chat/conversations/{id}/messages', url: `${conversation}/messages`, body: { clientId: randomUUID(), body: 'Is anyone there?' }, headers: chatToken },
      { path: '/api/agent/chat/conversations/{id}/take', url: `${agentConversation}/take`, headers: { authorization: `Bearer ${adminToken}` } },
      { path: '/api/agent/chat/conversations/{id}/messages', url: `${agentConversation}/messages`, body: { clientId: randomUUID(), body: 'Yes, how can I help?' }, headers: { authorization: `Bearer ${adminToken}` } },
      { path: '/api/chat/conversations/{id}/close', url: `${conversation}/close`, headers: chatToken },
      { path: '/api/agent/chat/conversations/{id}/close', url: `${agentConversation}/close`, headers: { authorization: `Bearer ${adminToken}` } },
      {
        path: '/api/chat/left-messages',
        url: '/api/chat/left-messages?locale=en',
        body: { name: 'Rina Maharani', email: 'rina.chat@example.com', message: 'Please call me back about margin.', consent: true, captchaToken: TEST_CAPTCHA_TOKEN },
        headers: { 'idempotency-key': randomUUID() },
      },
    ];
    const posts = operations().filter(({ method }) => method === 'POST').map(({ path }) => path);
    // The upload documents its multipart fields, not a JSON body.
    expect(Object.keys(document.paths['/api/media']!.post!.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(calls.map((c) => c.path).sort()).toEqual(posts.sort());
    for (const call of calls) {
      const operation = document.paths[call.path]!.post!;
      const [status, success] = successOf(operation);
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      expect(bodySchema === undefined || ajv.validate({ ...bodySchema, components: document.components }, call.body), `${call.path} body: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      const payload = call.multipart ?? (call.body === undefined ? undefined : (call.body as object));
      const res = await context.app.inject({ method: 'POST', url: call.url, headers: call.headers ?? {}, ...(payload === undefined ? {} : { payload }) });
      expect(String(res.statusCode), `${call.path}: ${res.body.slice(0, 200)}`).toBe(status);
      const answerSchema = success.content?.['application/json']?.schema;
      expect(answerSchema ? ajv.validate({ ...answerSchema, components: document.components }, res.json()) : res.body === '', `${call.path} answer: ${ajv.errorsText(ajv.errors)}`).toBe(true);
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('serves a readable page of it: each operation\'s parameters with their types and its answer schema', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>GET /api/menus</code>');
    expect(res.body).toContain('href="/api/openapi.json"');
    expect(res.body).not.toContain('<script');
    const section = res.body.slice(res.body.indexOf('<section id="get-/api/research-reports">'));
    const reports = section.slice(0, section.indexOf('</section>'));
    expect(reports).toContain('<td><code>filter[category]</code></td><td>query</td><td>no</td><td>one of <code>morning</code>');
    expect(reports).toContain('<td><code>page[size]</code></td><td>query</td><td>no</td><td>string; pattern');
    expect(reports).toContain('default <code>12</code>');
    expect(reports).toContain('<summary>200 Success (application/json)</summary>');
    expect(reports).toContain('&quot;counts&quot;');
  });
});
