/** JSON columns are written by this service; still, a damaged value must not fail a request. */
export function parseJsonList(value: string | null | undefined): Record<string, unknown>[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
}

export function parseJsonObject(value: string | null | undefined): Record<string, unknown> {
  const parsed = parseJson(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function parseStringList(value: string | null | undefined): string[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

function parseJson(value: string | null | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
