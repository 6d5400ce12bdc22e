import {
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  parse,
  protocol,
  types,
} from '@electric-sql/pglite'
import { StatementNames } from './statementNames'

// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/** Distinct SQL texts remembered; the one PGlite backend holds at most this many prepared statements. */
const MAX_TEXTS = 1000

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

/**
 * The parts of PGlite this file relies on beyond its documented API: the locks its own `query`
 * takes (declared, underscored, in its types) and its default serializers and parsers.
 */
interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  serializers: Record<number, (value: unknown) => string>
  parsers: Record<number, (value: string, typeId?: number) => unknown>
}

interface Prepared {
  name: string
  /** The parameters' types, as PostgreSQL inferred them when it parsed the text. */
  paramTypes: number[]
  /** The statement's RowDescription message as PostgreSQL sent it (undefined for a statement that returns no rows). */
  rowDescription: Uint8Array | undefined
}

type Parsers = PgliteInternals['parsers']

/** The answer to one statement as PostgreSQL's messages (RowDescription, DataRows, CommandComplete, ReadyForQuery). */
export type StatementBytes = Uint8Array

/** What drizzle's PGlite driver calls (drizzle-orm/pglite/session.js): `query`, and `transaction` whose handle has `query`. */
export interface PgliteQueryClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>
}

/** PostgreSQL's answer when a named statement does not exist (DEALLOCATE, a new backend). */
const UNDEFINED_STATEMENT = '26000'
/** "cached plan must not change result type": a table under a prepared `SELECT *` changed. */
const FEATURE_NOT_SUPPORTED = '0A000'

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0
  for (const part of parts) length += part.length
  const out = new Uint8Array(length)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * PGlite's `query` with named (prepared) statements (docs/design/storage.md "Prepared statements
 * on the embedded database"). PGlite's own `query` sends every call as the unnamed statement in
 * six round trips into the WASM (parse, describe, bind, describe, execute, sync), so PostgreSQL
 * parses, analyses and plans the text again each time: for the multichat turn's read 1.3 ms of
 * planning against 0.9 ms of execution, and 40 `fstat`s per turn of the planner asking for
 * relation sizes. Here a text seen a second time (statementNames.ts, the same policy as on
 * PostgreSQL) is parsed once under a name, and each call is one round trip (bind, execute, sync)
 * whose plan PostgreSQL caches (a generic plan after five runs, as for any prepared statement).
 * Results, errors and locking are PGlite's: the same parsers and serializers, the same two locks
 * its `query` takes, the same DatabaseError with the statement's text attached.
 */
export class PglitePrepared implements PgliteQueryClient {
  private readonly names = new StatementNames('pl_', MAX_TEXTS)
  private readonly prepared = new Map<string, Prepared>()
  private readonly internals: PgliteInternals

  /** `pg`: the database itself, for what is not a statement (dumps, closing). */
  constructor(readonly pg: PGlite) {
    this.internals = pg as unknown as PgliteInternals
  }

  /** A statement outside any transaction: waits for an open transaction to end, as PGlite's `query` does. */
  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.decoded(this.answer<T>(sql, params, options), options)
  }

  /** PGlite's transaction, its statements prepared too. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => callback(this.within(tx)))
  }

  /** A statement inside the open transaction `tx` (its lock is held; only the statement's own is taken). */
  queryIn<T>(tx: Transaction, sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.decoded(this.answer<T>(sql, params, options, tx), options)
  }

  private async decoded<T>(answer: Promise<Results<T> | StatementBytes>, options?: QueryOptions): Promise<Results<T>> {
    const given = await answer
    return given instanceof Uint8Array ? decodeResults<T>(given, this.internals.parsers, options) : given
  }

  /**
   * The statement's answer: a prepared one's as PostgreSQL's messages, undecoded (the database
   * thread hands them to the server's thread, which decodes them: decodeResults), a statement
   * not (yet) prepared as PGlite's results. Inside the transaction `tx` when given.
   */
  answer<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: Transaction,
  ): Promise<Results<T> | StatementBytes> {
    const name = this.nameFor(sql, params, options)
    if (tx) {
      if (name === undefined || tx.closed) return tx.query<T>(sql, params, options)
      return this.internals._runExclusiveQuery(() => this.run(name, sql, params, options, true))
    }
    if (name === undefined) return this.pg.query<T>(sql, params, options)
    return this.internals._runExclusiveTransaction(() =>
      this.internals._runExclusiveQuery(() => this.run(name, sql, params, options, false)),
    )
  }

  private within(tx: Transaction): Transaction {
    return {
      query: (sql, params, options) => this.queryIn(tx, sql, params, options),
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (sql, options) => tx.exec(sql, options),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed
      },
    }
  }

  /** Only plain parameterised statements are named; a blob or given parameter types go PGlite's own way. */
  private nameFor(sql: string, params: unknown[], options: QueryOptions | undefined): string | undefined {
    if (params.length === 0 || options?.blob || options?.paramTypes) return undefined
    return this.names.nameOf(sql)
  }

  private async run(
    name: string,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<StatementBytes> {
    try {
      return await this.execute(name, sql, params, options, inTransaction)
    } catch (error) {
      // Outside a transaction nothing ran when the statement was missing or stale (PostgreSQL
      // refuses at bind time), so it is prepared again and run once more; inside one, the
      // transaction is aborted already and the error stands.
      if (!(await this.forgetIfStale(name, error)) || inTransaction) throw withStatement(error, sql, params, options)
      try {
        return await this.execute(name, sql, params, options, inTransaction)
      } catch (again) {
        throw withStatement(again, sql, params, options)
      }
    }
  }

  private async execute(
    name: string,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<StatementBytes> {
    const statement = this.prepared.get(name) ?? (await this.prepare(name, sql))
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const type = statement.paramTypes[i] ?? 0
      const serialize = options?.serializers?.[type] ?? this.internals.serializers[type]
      return serialize ? serialize(param) : String(param)
    })
    // PostgreSQL's bytes as they come, not parsed here (PGlite's execProtocol would parse them
    // into messages in this thread): the RowDescription kept from the prepare comes first.
    const chunks = statement.rowDescription ? [statement.rowDescription] : []
    await this.pg.execProtocolRawStream(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction, onRawData: (bytes) => chunks.push(bytes.slice()) },
    )
    const answer = concat(chunks)
    const error = errorIn(answer)
    if (error) throw error
    return answer
  }

  private async prepare(name: string, sql: string): Promise<Prepared> {
    const { messages, data } = await this.pg.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    )
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messagesOf(data).find((m) => m.type === ROW_DESCRIPTION)?.bytes,
    }
    this.prepared.set(name, statement)
    return statement
  }

  /**
   * A statement PostgreSQL no longer has, or whose cached plan no longer fits its tables, is
   * forgotten (and closed), so it is prepared again; true when that was the error. Runs under the
   * statement's lock.
   */
  private async forgetIfStale(name: string, error: unknown): Promise<boolean> {
    const { code, message } = error as { code?: unknown; message?: unknown }
    const stalePlan = code === FEATURE_NOT_SUPPORTED && String(message).includes('cached plan')
    if (code !== UNDEFINED_STATEMENT && !stalePlan) return false
    if (!this.prepared.delete(name)) return false
    if (code === UNDEFINED_STATEMENT) return true
    await this.pg
      .execProtocol(concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), {
        syncToFs: false,
      })
      .catch(() => undefined)
    return true
  }
}

const ROW_DESCRIPTION = 0x54 // 'T'
const ERROR_RESPONSE = 0x45 // 'E'

/** The messages in PostgreSQL's bytes, by their framing only (type byte, then a 32-bit length that counts itself). */
function messagesOf(data: Uint8Array): { type: number; bytes: Uint8Array }[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const messages = []
  for (let offset = 0; offset + 5 <= data.length;) {
    const end = offset + 1 + view.getInt32(offset + 1)
    messages.push({ type: data[offset]!, bytes: data.subarray(offset, end) })
    offset = end
  }
  return messages
}

/** Whether the bytes hold a message of `type`, by the framing alone (no allocation: every answer passes here). */
function holds(data: Uint8Array, type: number): boolean {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  for (let offset = 0; offset + 5 <= data.length; offset += 1 + view.getInt32(offset + 1))
    if (data[offset] === type) return true
  return false
}

/** PostgreSQL's error in an answer, as PGlite would throw it (pg-protocol's DatabaseError); undefined when there is none. */
function errorIn(data: Uint8Array): Error | undefined {
  if (!holds(data, ERROR_RESPONSE)) return undefined
  let error: Error | undefined
  new protocol.Parser().parse(data, (message) => {
    if (!error && message instanceof Error) error = message
  })
  return error
}

/**
 * Decodes a prepared statement's answer (PglitePrepared.answer) into PGlite's results, with
 * `parsers` as PGlite's defaults. PGlite merges `options.parsers` into them per call (a copy of
 * some 320 entries, ~0.1 ms): a hot caller passes them merged already (openPgliteThread.ts).
 */
export function decodeResults<T>(data: StatementBytes, parsers: Parsers, options?: QueryOptions): Results<T> {
  const messages: BackendMessage[] = []
  new protocol.Parser().parse(data, (message) => messages.push(message))
  return parse.parseResults(messages, parsers, options)[0] as Results<T>
}

/**
 * PGlite's default parsers where PGlite itself is not (the server's thread, decoding what the
 * database thread answered): its parsers by type, and for each array type (`[element, array]`
 * type numbers, arrayTypesOf) one that parses the elements, as PGlite sets up when it opens.
 */
export function pgliteParsers(arrayTypes: readonly (readonly [number, number])[]): Parsers {
  const parsers: Parsers = { ...(types.parsers as unknown as Parsers) }
  for (const [element, array] of arrayTypes)
    parsers[array] = (text: string) => types.arrayParser(text, parsers[element] as never, array)
  return parsers
}

/** The array types PGlite parses (its `_initArrayTypes`): `[element, array]` type numbers. */
export async function arrayTypesOf(pg: PGlite): Promise<[number, number][]> {
  const { rows } = await pg.query<{ oid: number; typarray: number }>(`
    SELECT b.oid, b.typarray
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
     WHERE a.typcategory = 'A'
     GROUP BY b.oid, b.typarray
     ORDER BY b.oid`)
  return rows.map((r) => [r.oid, r.typarray])
}

/** The error as PGlite's `query` throws it: the statement, its parameters and options attached. */
function withStatement(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined) {
  return error instanceof Error ? Object.assign(error, { query, params, queryOptions }) : error
}
