import { REQUEST_ID_HEADER, type ReadinessCheck } from '@brids/server-operations';

/** The content service answers its own /readyz (its database, and Redis when configured), asked with this request's id. */
export const contentServiceCheck = (contentApiUrl: string): ReadinessCheck => ({
  name: 'content-service',
  async check({ requestId, signal }) {
    const res = await fetch(`${contentApiUrl}/readyz`, { headers: { [REQUEST_ID_HEADER]: requestId }, signal });
    if (!res.ok) throw new Error(`content service /readyz answered ${res.status}`);
  },
});
