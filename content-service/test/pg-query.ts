import pg from 'pg';

/** One SQL statement on a database (its URL may carry the schema as search path): the rows. */
export async function pgQuery<Row = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
