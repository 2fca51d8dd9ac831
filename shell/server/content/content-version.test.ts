import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { followContentVersion, type ContentVersion } from './content-version.ts';

/** A content service stand-in that answers GET /content-version with `version` (or fails with `status`). */
async function versionServer(state: { version: number; status?: number }): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url !== '/content-version' || state.status) {
      res.writeHead(state.status ?? 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: state.version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the content version a shell server follows', () => {
  const opened: { versions: ContentVersion; server: Server }[] = [];
  afterEach(() => {
    for (const { versions, server } of opened.splice(0)) {
      versions.close();
      server.close();
    }
  });
  async function follow(state: { version: number; status?: number }) {
    const { url, server } = await versionServer(state);
    const versions = followContentVersion(url, { pollMs: 60_000 });
    opened.push({ versions, server });
    await versions.poll();
    return versions;
  }

  it('knows whether the content service answers (readiness detail, shell_content_service_up): unknown, then each poll says', async () => {
    const state: { version: number; status?: number } = { version: 1 };
    const { url, server } = await versionServer(state);
    const seen: boolean[] = [];
    const versions = followContentVersion(url, { pollMs: 60_000, onReachable: (reachable) => seen.push(reachable) });
    opened.push({ versions, server });
    expect(versions.reachable).toBeUndefined();
    await versions.firstPoll;
    expect(versions.reachable).toBe(true);
    state.status = 503;
    await versions.poll();
    expect(versions.reachable).toBe(false);
    delete state.status;
    await versions.poll();
    expect(seen).toEqual([true, false, true]);
  });

  it('knows the polled version; an answer made at it is current, an older one is not', async () => {
    const state = { version: 5 };
    const versions = await follow(state);
    expect(versions.current).toBe(5);
    expect(versions.isCurrent(5)).toBe(true);
    expect(versions.isCurrent(4)).toBe(false);
    state.version = 6;
    await versions.poll();
    expect(versions.isCurrent(5)).toBe(false);
  });

  it('is raised by a newer answer\'s X-Content-Version (an instance that already knew it), never lowered by an older one', async () => {
    const versions = await follow({ version: 5 });
    expect(versions.seen(new Headers({ 'x-content-version': '7' }))).toBe(7);
    expect(versions.current).toBe(7);
    expect(versions.seen(new Headers({ 'x-content-version': '6' }))).toBe(6);
    expect(versions.current).toBe(7);
    expect(versions.seen(new Headers({ 'x-content-version': 'x' }))).toBeUndefined();
    expect(versions.seen(new Headers())).toBeUndefined();
  });

  it('takes a lower version only when polled three times in a row (a new database, not a lagging instance)', async () => {
    const state = { version: 9 };
    const versions = await follow(state);
    state.version = 2;
    await versions.poll();
    await versions.poll();
    expect(versions.current).toBe(9);
    await versions.poll();
    expect(versions.current).toBe(2);
  });

  it('without an answer (a content service that has no versions, or is away) reuses by lifetime alone', async () => {
    const versions = await follow({ version: 1, status: 404 });
    expect(versions.current).toBeUndefined();
    expect(versions.isCurrent(undefined)).toBe(true);
    expect(versions.isCurrent(3)).toBe(true);
  });
});
