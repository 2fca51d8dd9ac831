import { parseJsonList } from '../lib/json.ts';

/** The items of a JSON list column that `pick` accepts (it answers undefined for a malformed item). */
export function jsonList<T>(value: string | null | undefined, pick: (item: Record<string, unknown>) => T | undefined): T[] {
  return parseJsonList(value).flatMap((item) => {
    const picked = pick(item);
    return picked === undefined ? [] : [picked];
  });
}
