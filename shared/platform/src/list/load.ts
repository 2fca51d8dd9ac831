/** A list's result as its loader returns it: the value, or the failure of the list's call (the page itself still shows). */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

/** A list's call: its failure becomes { ok: false } (the page shows the list's error state); a 404 rethrows. */
export async function loadList<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) throw error;
    return { ok: false };
  }
}
