/** Reads a dotted path ('image.url', 'attributes.author', 'authors.0.name') in a content-service answer's `data`. */
export function readPath(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key)) value = (value as Record<string, unknown>)[key];
    else return undefined;
  }
  return value;
}

/** An image URL at a path: a string, or an image object's `url` ({ url, alt }). */
export function readImage(data: unknown, path: string): string | undefined {
  const value = readPath(data, path);
  const url = value && typeof value === 'object' && !Array.isArray(value) ? (value as { url?: unknown }).url : value;
  return typeof url === 'string' && url.trim() ? url.trim() : undefined;
}

/** A non-empty text at the first of `paths` that holds one (numbers count; HTML is reduced to its text). */
export function readText(data: unknown, paths: readonly string[]): string | undefined {
  for (const path of paths) {
    const value = readPath(data, path);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') {
      const text = plainText(value);
      if (text) return text;
    }
    // An author or a location given as an object: its name.
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const name = (value as Record<string, unknown>).name;
      if (typeof name === 'string' && plainText(name)) return plainText(name);
    }
  }
  return undefined;
}

/** An ISO-8601 date (or date-time) at the first of `paths` that holds a valid one. */
export function readDate(data: unknown, paths: readonly string[]): string | undefined {
  for (const path of paths) {
    const value = readPath(data, path);
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return value;
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The text of a string that may hold HTML (a summary, an answer): tags dropped (only tags: 'laba <5%'
 * stays), common entities decoded, white space collapsed.
 */
export function plainText(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/gi, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
