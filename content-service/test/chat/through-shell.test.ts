// Issue 28 items 5 and 6: the public origin (the shell server) forwards the visitor's chat calls and nothing of
// the agents' side, and its proxy passes the live stream event by event: not compressed, not buffered, not cut
// by its 10 s wait between bytes. Real servers on real ports.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShellServer } from '../../../shell/server/app.ts';
import { readConfig } from '../../../shell/server/config.ts';
import { setup, type TestContext } from '../helpers.ts';
import { createAccount } from '../accounts/accounts.ts';
import { baseUrl, createAgent, openStream, say, setChatHours } from './chat-helpers.ts';

let content: TestContext;
let shell: FastifyInstance;
let contentUrl: string;
let shellUrl: string;
let dir: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let agentStream: Awaited<ReturnType<typeof openStream>>;

beforeAll(async () => {
  content = await setup('sqlite');
  contentUrl = await baseUrl(content);
  const admin = await createAccount(content.database.db, { role: 'admin' });
  await setChatHours(content, admin, 'daily 00:00-24:00');
  agent = await createAgent(content);
  agentStream = await openStream(`${contentUrl}/api/agent/chat/events`, agent.headers);
  dir = await mkdtemp(path.join(tmpdir(), 'brids-chat-shell-'));
  const shellDist = path.join(dir, 'shell-dist');
  await mkdir(path.join(shellDist, 'static'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><html lang="id"><head><title>BRIDS</title><!--brids:head--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(shellDist, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const releaseFile = path.join(dir, 'release.json');
  await writeFile(releaseFile, JSON.stringify({ environment: 'test', updatedAt: new Date().toISOString(), remotes: {} }));
  const config = readConfig({ PORT: '3999', CONTENT_API_URL: contentUrl, RELEASE_FILE: releaseFile, REMOTES_DIR: path.join(dir, 'remotes'), SHELL_DIST: shellDist, SERVER_RENDER: '0' });
  shell = await buildShellServer(config, { logger: false });
  await shell.listen({ host: '127.0.0.1', port: 0 });
  shellUrl = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await agentStream?.close();
  await shell?.close();
  await content?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { accept: 'application/json', 'accept-encoding': 'br, gzip', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('the live chat through the public origin', () => {
  it('forwards the visitor\'s calls and answers 404 for every agent route, whatever the method and token', async () => {
    const availability = await json('GET', `${shellUrl}/api/chat/availability?locale=en`);
    expect(availability.status).toBe(200);
    expect(((await availability.json()) as { data: { available: boolean } }).data.available).toBe(true);
    const opened = await json('POST', `${shellUrl}/api/chat/conversations`, { locale: 'en' });
    expect(opened.status).toBe(201);
    const { data } = (await opened.json()) as { data: { token: string; conversation: { id: string } } };
    const id = data.conversation.id;
    const headers = { 'x-chat-token': data.token };
    expect((await json('POST', `${shellUrl}/api/chat/conversations/${id}/messages`, say('hello'), headers)).status).toBe(201);
    expect((await json('GET', `${shellUrl}/api/chat/conversations/${id}`, undefined, headers)).status).toBe(200);
    expect((await json('GET', `${shellUrl}/api/chat/conversations/${id}`, undefined, { 'x-chat-token': 'guess' })).status).toBe(404);
    expect((await json('POST', `${shellUrl}/api/chat/left-messages`, {}, { 'idempotency-key': 'key-12345678' })).status).toBe(422);

    for (const [method, url] of [
      ['GET', '/api/agent/chat/conversations'], ['GET', `/api/agent/chat/conversations/${id}`], ['POST', `/api/agent/chat/conversations/${id}/take`],
      ['POST', `/api/agent/chat/conversations/${id}/messages`], ['POST', `/api/agent/chat/conversations/${id}/close`], ['GET', '/api/agent/chat/events'],
      ['DELETE', `/api/chat/conversations/${id}`], ['PUT', `/api/chat/conversations/${id}/messages`],
    ] as const) {
      const res = await json(method, `${shellUrl}${url}`, method === 'POST' ? say('x') : undefined, agent.headers);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // The same agent call on the content service's own port works.
    expect((await json('GET', `${contentUrl}/api/agent/chat/conversations`, undefined, agent.headers)).status).toBe(200);
    await json('POST', `${shellUrl}/api/chat/conversations/${id}/close`, undefined, headers);
  });

  it('passes the stream event by event, uncompressed, kept alive past the proxy\'s 10 s wait between bytes', { timeout: 30_000 }, async () => {
    const opened = (await (await json('POST', `${shellUrl}/api/chat/conversations`, { locale: 'id' })).json()) as { data: { token: string; conversation: { id: string } } };
    const id = opened.data.conversation.id;
    const stream = await openStream(`${shellUrl}/api/chat/conversations/${id}/events`, { 'x-chat-token': opened.data.token, 'accept-encoding': 'br, gzip' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await stream.until(1);
    expect(stream.events[0]).toMatchObject({ event: 'status', data: { status: 'waiting' } });

    // Each event arrives while the stream stays open: the agent joins on the content service's own port.
    expect((await json('POST', `${contentUrl}/api/agent/chat/conversations/${id}/take`, undefined, agent.headers)).status).toBe(200);
    await stream.until(3);
    expect(stream.events.slice(1).map((e) => e.event)).toEqual(['message', 'status']);
    // Quiet for longer than the proxy's wait between bytes: keep-alive comments hold it open.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(stream.comments.length).toBeGreaterThanOrEqual(2);
    expect((await json('POST', `${contentUrl}/api/agent/chat/conversations/${id}/messages`, say('Halo dari petugas'), agent.headers)).status).toBe(201);
    await stream.until(4);
    expect(stream.events[3]).toMatchObject({ event: 'message', id: '2', data: { author: 'agent', body: 'Halo dari petugas' } });
    await stream.close();
    // Visitors leaving are no failure of the content service (the breaker opens at half of three calls failing):
    // the public origin keeps forwarding.
    for (let i = 0; i < 4; i++) {
      const left = await openStream(`${shellUrl}/api/chat/conversations/${id}/events`, { 'x-chat-token': opened.data.token });
      await left.until(1);
      await left.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await json('GET', `${shellUrl}/api/chat/availability`)).status).toBe(200);
  });

  it('ends its open streams when it shuts down, rather than waiting for the visitors to leave', async () => {
    const opened = (await (await json('POST', `${shellUrl}/api/chat/conversations`, { locale: 'en' })).json()) as { data: { token: string; conversation: { id: string } } };
    const stream = await openStream(`${shellUrl}/api/chat/conversations/${opened.data.conversation.id}/events`, { 'x-chat-token': opened.data.token });
    await stream.until(1);
    const started = Date.now();
    await shell.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.close();
  });
});
