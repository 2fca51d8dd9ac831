// Where the bearer token lives: a cookie and localStorage, both under the 'auth.' prefix (spec §9).

export const AUTH_PREFIX = 'auth.';
export const TOKEN_KEY = `${AUTH_PREFIX}_token.local`;
export const REDIRECT_KEY = `${AUTH_PREFIX}redirect`;

const isBrowser = () => typeof document !== 'undefined';

function readCookie(name: string): string | null {
  if (!isBrowser()) return null;
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return null;
}

function writeCookie(name: string, value: string | null): void {
  if (!isBrowser()) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${7 * 24 * 3600}; SameSite=Lax${secure}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** Stores (or, with null, clears) a value in the cookie and in localStorage. */
export function storeValue(key: string, value: string | null): void {
  writeCookie(key, value);
  const store = storage();
  if (value === null) store?.removeItem(key);
  else store?.setItem(key, value);
}

export function readValue(key: string): string | null {
  return storage()?.getItem(key) ?? readCookie(key);
}
