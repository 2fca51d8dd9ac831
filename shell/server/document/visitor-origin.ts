/** The names of this machine: a site served on one of them answers on all three. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin the visitor's browser is on, for what must be the page's own origin in a server-rendered
 * document (the remote's stylesheet, which the style policy allows from 'self' and which the federation
 * runtime later looks for at the URL it resolves against the page's origin).
 *
 * PUBLIC_ORIGIN, unless it names this machine (`npm start`: http://localhost:3000) and the request came
 * by another of its names at the same port (http://127.0.0.1:3000): then that one. Any other Host is
 * not trusted (a forged Host would otherwise name the origin of a kept document).
 */
export function visitorOrigin(publicOrigin: string, host: string | undefined): string {
  const origin = new URL(publicOrigin);
  if (!host || !LOOPBACK.includes(origin.hostname)) return publicOrigin;
  let asked: URL;
  try {
    asked = new URL(`${origin.protocol}//${host}`);
  } catch {
    return publicOrigin;
  }
  const samePort = (asked.port || defaultPort(asked.protocol)) === (origin.port || defaultPort(origin.protocol));
  return LOOPBACK.includes(asked.hostname) && samePort && asked.username === '' && asked.pathname === '/' ? asked.origin : publicOrigin;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');
