import type { ColumnType } from 'kysely';

/** Column shapes shared by the table types. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Json = ColumnType<unknown, string, string>;
export type JsonOrNull = ColumnType<unknown, string | null, string | null>;
