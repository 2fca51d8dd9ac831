import { type RawBuilder, sql } from 'kysely';

/** A case-insensitive "contains" pattern for LIKE, with %, _ and \ escaped. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(expr) LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL; the pattern is a parameter. */
export function likeContains(expr: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
}

/** `coalesce(t.col, f.col)`: the requested locale's value, else the fallback locale's. */
export function translated(column: string, own = 't', fallback = 'f'): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${own}.${column}`)}, ${sql.ref(`${fallback}.${column}`)})`;
}
