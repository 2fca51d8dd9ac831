import type { ReadinessCheck } from '@brids/server-operations';

/**
 * The content service as this server last saw it: whether its `GET /content-version`, polled every second
 * (content-version.ts), was answered. Informative: while it is away the shell server still serves pages that
 * need no content, the last good copies of the others and 503 'content unavailable' with Retry-After for the
 * rest, so it is reported `degraded` in /readyz and never takes a shell server out of the load balancer
 * (docs/operations.md, "Readiness"). No call is made for a probe: a hung content service costs /readyz nothing.
 */
/** How long a /readyz just after start-up waits for the first poll's answer. */
const FIRST_POLL_WAIT_MS = 1000;

export const contentServiceCheck = (follower: { reachable: boolean | undefined; firstPoll: Promise<void> }): ReadinessCheck => ({
  name: 'content-service',
  informative: true,
  async check() {
    // Just after start-up: the first poll's answer, for a second at most (a hung content service costs no more).
    if (follower.reachable === undefined) await Promise.race([follower.firstPoll, new Promise((resolve) => setTimeout(resolve, FIRST_POLL_WAIT_MS).unref())]);
    if (!follower.reachable) throw new Error('the content service did not answer GET /content-version');
  },
});
