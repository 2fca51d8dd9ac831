import { expect } from 'vitest';
import type { ContentKind } from '../src/editorial/kind.ts';
import type { TestContext } from './helpers.ts';

/**
 * What the slices' editorial-kinds suites share: a kind's publish and unpublish in a transaction of their
 * own (as the editorial layer runs them), the public answers as visitors get them (raw bodies, to compare
 * byte for byte), and a document's per-field messages as the editorial API's 422 lists them.
 */
export async function publish<Doc>(context: TestContext, kind: ContentKind<Doc>, doc: Doc): Promise<void> {
  await context.database.db.transaction().execute((trx) => kind.publish(trx, doc));
}

export async function unpublish(context: TestContext, kind: ContentKind, key: string): Promise<void> {
  await context.database.db.transaction().execute((trx) => kind.unpublish(trx, key));
}

/** The raw body of each public GET (status checked), in order. */
export async function bodies(context: TestContext, urls: string[]): Promise<string[]> {
  const answers: string[] = [];
  for (const url of urls) {
    const res = await context.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(res.statusCode, url).toBe(200);
    answers.push(res.body);
  }
  return answers;
}

export async function status(context: TestContext, url: string): Promise<number> {
  return (await context.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })).statusCode;
}

export async function json<T = any>(context: TestContext, url: string): Promise<T> {
  const res = await context.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

/** The document's problems as `{ 'title.en': [message] }`, or undefined when it passes. */
export function fieldErrors(kind: ContentKind, doc: unknown): Record<string, string[]> | undefined {
  const result = kind.schema.safeParse(doc);
  if (result.success) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/**
 * Every key's document read (checked against the schema) and published again; the public answers before and
 * after, which the suites expect byte-identical.
 */
export async function roundTrip(context: TestContext, kind: ContentKind, urls: string[]): Promise<{ before: string[]; after: string[] }> {
  const keys = await kind.listKeys(context.database.db);
  expect(keys.length, kind.name).toBeGreaterThan(0);
  const before = await bodies(context, urls);
  for (const key of keys) {
    const doc = await kind.read(context.database.db, key);
    expect(doc, key).toBeDefined();
    expect(fieldErrors(kind, doc), key).toBeUndefined();
    expect(kind.keyOf(doc), key).toBe(key);
    await publish(context, kind, doc);
    expect(await kind.read(context.database.db, key), key).toEqual(doc);
  }
  return { before, after: await bodies(context, urls) };
}

/** A copy of a document (documents are plain JSON). */
export const copy = <T>(value: T): T => structuredClone(value);
