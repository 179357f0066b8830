// Named prepared statements for the embedded database. PGlite's query() parses, plans and runs
// a statement in six calls into WebAssembly; a statement seen before is bound and run in one
// call, and after a few runs PostgreSQL keeps a generic plan, so it is not planned again.
// The group-commit statements of the station traffic repeat all day, and so do the
// dashboard's queries.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
/** Statements kept prepared at once; the least recently used is closed beyond this. */
const CAPACITY = 200;
/** A statement is prepared the second time it is seen, so one-off texts cost nothing more. */
const PREPARE_AFTER = 2;
/** PostgreSQL's answers when a prepared statement no longer fits the schema it was planned on. */
const STALE = new Set(['0A000', '26000']);

function concat(parts) {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PreparedStatements {
  #db;
  #seen = new Map();
  #prepared = new Map();
  #next = 1;

  constructor(db) {
    this.#db = db;
  }

  /** Runs a statement with parameters as PGlite's query() does, prepared once it repeats. */
  query(sql, params) {
    return this.#db.runExclusive(async () => {
      const statement = this.#prepared.get(sql) ?? (await this.#prepareIfRepeated(sql));
      if (!statement) return this.#unprepared(sql, params);
      // Most recently used last, so the first entry is the one to close when full.
      this.#prepared.delete(sql);
      this.#prepared.set(sql, statement);
      try {
        return await this.#run(statement, params);
      } catch (error) {
        if (!STALE.has(error?.code)) throw error;
        await this.#close(sql);
        return this.#unprepared(sql, params);
      }
    });
  }

  /** The unnamed statement, as PGlite's query() runs it, in two calls instead of six. */
  async #unprepared(sql, params) {
    return this.#run(await this.#parse('', sql), params);
  }

  async #parse(name, sql) {
    const { messages } = await this.#db.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    return { name, types: parse.parseDescribeStatementResults(messages) };
  }

  async #prepareIfRepeated(sql) {
    const seen = (this.#seen.get(sql) ?? 0) + 1;
    this.#seen.delete(sql);
    if (seen < PREPARE_AFTER) {
      this.#seen.set(sql, seen);
      if (this.#seen.size > CAPACITY) this.#seen.delete(this.#seen.keys().next().value);
      return undefined;
    }
    if (this.#prepared.size >= CAPACITY) await this.#close(this.#prepared.keys().next().value);
    const statement = await this.#parse(`s${this.#next++}`, sql);
    this.#prepared.set(sql, statement);
    return statement;
  }

  async #run(statement, params) {
    const serializers = this.#db.serializers;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[statement.types[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const { messages } = await this.#db.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, this.#db.parsers)[0];
  }

  async #close(sql) {
    const statement = this.#prepared.get(sql);
    this.#prepared.delete(sql);
    if (!statement) return;
    await this.#db.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
    );
  }
}
