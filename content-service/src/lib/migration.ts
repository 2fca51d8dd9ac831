import type { CreateTableBuilder } from 'kysely';

/** Adds the generated `id` primary key of the dialect (INTEGER PRIMARY KEY AUTOINCREMENT or SERIAL): what every slice's migration is given. */
export type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;
