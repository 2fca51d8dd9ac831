/** The top bar's support links: the `support-links` setting, a JSON list of `{ title, url }`. */
export function supportLinks(value: string | undefined): { title: string; url: string }[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is { title: string; url: string } =>
        typeof item === 'object' && item !== null && typeof item.title === 'string' && typeof item.url === 'string',
    );
  } catch {
    console.error('The support-links setting is not a JSON list');
    return [];
  }
}
