import type { FastifyRequest } from 'fastify';
import { visitorOrigin } from './visitor-origin.ts';

/** Step 1 of a document: what the visitor asked for. */
export interface DocumentRequest {
  /** The URL as a path of this server (`//host/x` is the path '//host/x', not the host's '/x'). */
  url: URL;
  /** The path decoded (`decodeURI`). */
  pathname: string;
  /** The page's own origin, for the remote's stylesheet of a server-rendered document (visitor-origin.ts). */
  origin: string;
  /** Served over TLS (directly, or X-Forwarded-Proto from the load balancer). */
  secure: boolean;
}

/** The request of a document, or null when its path's percent-encoding is malformed (`/%E0%A4%A`: a 400). */
export function documentRequest(req: FastifyRequest, publicOrigin: string): DocumentRequest | null {
  const url = new URL(`http://x${req.url}`);
  let pathname: string;
  try {
    pathname = decodeURI(url.pathname);
  } catch {
    return null;
  }
  return { url, pathname, origin: visitorOrigin(publicOrigin, req.host), secure: req.protocol === 'https' };
}
