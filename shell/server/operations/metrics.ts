import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { ContentBreaker } from '../content/content-breaker.ts';

/**
 * The shell server's own Prometheus metrics (beside `http_requests_total` and
 * `http_request_duration_seconds` of @brids/server-operations), served on METRICS_PORT.
 */

/** The route kind of a request, a fixed set of names for the request metrics. */
export function shellRouteKind(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? '';
  const path = request.url;
  if (pattern === '/healthz' || pattern === '/readyz') return 'operations';
  if (path.startsWith('/api/')) return 'api-proxy';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/remotes/')) return 'remote-asset';
  if (path.startsWith('/_ipx/') || path.startsWith('/images/')) return 'image';
  if (path.startsWith('/static/') || path.startsWith('/files/') || path.startsWith('/after-paint') || path.startsWith('/favicon')) return 'asset';
  if (pattern === '/release.json') return 'release';
  if (pattern === '/*') return 'document';
  if (pattern) return 'seo';
  return 'unmatched';
}

/** How each document was answered: rendered now, from the document cache, the last good copy, or 503 content unavailable. */
export const documentAnswers = new Counter({
  name: 'shell_documents_total',
  help: 'Documents answered, by how: rendered, cache, last-good (content service away), unavailable (503)',
  labelNames: ['source'] as const,
});

/** Time to produce a document: its data, server rendering, the markup. */
export const documentRenderSeconds = new Histogram({
  name: 'shell_document_render_seconds',
  help: 'Time to produce a document (data, server rendering, markup), cache misses only',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** A remote's server build that could not be loaded (missing, corrupt, failing its pinned hashes, timed out). */
export const remoteLoadFailures = new Counter({
  name: 'shell_remote_load_failures_total',
  help: "Remotes' server builds that failed to load, by remote and kind of failure",
  labelNames: ['remote', 'kind'] as const,
});

/** Pages whose server rendering failed (they render in the browser). */
export const serverRenderFailures = new Counter({
  name: 'shell_server_render_failures_total',
  help: 'Server renders that failed (the page renders in the browser), by remote',
  labelNames: ['remote'] as const,
});

/** A published version's file from the object store that did not match the pin's record (refused: the remote renders in the browser). */
export const remoteArtefactRefusals = new Counter({
  name: 'shell_remote_artefact_refusals_total',
  help: "Published remote versions refused because a file from the object store did not match the pin's hashes, by remote",
  labelNames: ['remote'] as const,
});

/** A published version this server could not copy from the object store (unreachable, or not there yet); tried again later. */
export const remoteStoreFailures = new Counter({
  name: 'shell_remote_store_failures_total',
  help: 'Copies of published remote versions from the object store that failed (store unreachable, version missing), by remote',
  labelNames: ['remote'] as const,
});

/** Whether the content service answered this server's last poll of its content version (1) or not (0); not part of readiness. */
export const contentServiceUp = new Gauge({
  name: 'shell_content_service_up',
  help: 'The content service answered the last poll of GET /content-version (1) or did not (0)',
});

/** The circuit breaker before the content service: 1 while open or half-open (calls refused at once), 0 while closed. */
export const contentBreakerOpen = new Gauge({
  name: 'shell_content_breaker_open',
  help: 'The circuit breaker of calls to the content service is open or half-open (1) or closed (0)',
});

/** Times the circuit breaker opened. */
export const contentBreakerOpens = new Counter({
  name: 'shell_content_breaker_opens_total',
  help: 'Times the circuit breaker of calls to the content service opened',
});

/** Follows a breaker's events into the two breaker metrics (one shell server, one breaker, per process). */
export function watchContentBreaker(breaker: Pick<ContentBreaker, 'events'>): void {
  contentBreakerOpen.set(0);
  breaker.events.on('open', () => {
    contentBreakerOpen.set(1);
    contentBreakerOpens.inc();
  });
  breaker.events.on('halfOpen', () => contentBreakerOpen.set(1));
  breaker.events.on('close', () => contentBreakerOpen.set(0));
}
