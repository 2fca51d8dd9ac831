import { REQUEST_ID_HEADER, type ReadinessCheck } from '@brids/server-operations';

/**
 * The content service answers its own /readyz (its database, and Redis when configured), asked with this
 * request's id. Informative: while it is away the shell server still serves pages that need no content and
 * the last good copies of the others (503 'content unavailable' for the rest), so its failure must not take
 * every shell server out of the load balancer (docs/decisions.md).
 */
export const contentServiceCheck = (contentApiUrl: string): ReadinessCheck => ({
  name: 'content-service',
  informative: true,
  async check({ requestId, signal }) {
    const res = await fetch(`${contentApiUrl}/readyz`, { headers: { [REQUEST_ID_HEADER]: requestId }, signal });
    if (!res.ok) throw new Error(`content service /readyz answered ${res.status}`);
  },
});
