/**
 * What a backup's database.dump may hold, and the only part of it a restore runs.
 *
 * - Its table of contents (`pg_restore --list`) may name only objects of the kinds and names this
 *   code's migrations create, all in the public schema: tables and their rows, enum types,
 *   indexes, primary/unique/foreign key constraints, and the migrations' own functions and
 *   triggers. Anything else — another function, a trigger, a view, a rule, an extension, an event
 *   trigger, a cast, an operator, a language, a large object, privileges — refuses the archive
 *   before anything is written.
 * - The schema itself is never taken from the dump: a restore builds it from this code's
 *   migrations and takes only rows from the archive. pg_restore's data script is read line by
 *   line and only `COPY public."Table" (columns) FROM stdin;` of a known table with its data lines
 *   is passed on; pg_restore's own settings and comments are dropped, and any other line (SQL, a
 *   psql command such as `\!`) refuses the archive. So nothing written by whoever made the archive
 *   is ever run as SQL or as a command.
 */
import { Transform, type TransformCallback } from 'node:stream'
import type { SchemaObjects } from './code-migrations.ts'

export class DumpRefused extends Error {}

/** The entry kinds a dump of this app's database holds (pg_restore's names), longest first. */
const KINDS = ['FK CONSTRAINT', 'TABLE DATA', 'CONSTRAINT', 'FUNCTION', 'TRIGGER', 'TABLE', 'INDEX', 'TYPE'] as const
type Kind = (typeof KINDS)[number]

export interface DumpEntry {
  kind: Kind
  /** The table for constraints and triggers, else the object itself. */
  table?: string
  name: string
}

/**
 * The entries of `pg_restore --list` output, each checked against what the migrations create.
 * Throws DumpRefused naming the first few entries that are not.
 */
export function checkDumpContents(list: string, objects: SchemaObjects): DumpEntry[] {
  const entries: DumpEntry[] = []
  const refused: string[] = []
  for (const raw of list.split('\n')) {
    const line = raw.trimEnd()
    if (!line || line.startsWith(';')) continue
    const description = /^\d+; \d+ \d+ (.*)$/.exec(line)?.[1]
    const entry = description === undefined ? undefined : readEntry(description, objects)
    if (entry) entries.push(entry)
    else refused.push(description ?? line)
  }
  if (refused.length > 0) {
    const shown = refused.slice(0, 5).map((entry) => `  ${entry.replace(/[^\x20-\x7e\u00a0-\uffff]/g, '?').slice(0, 120)}`)
    throw new DumpRefused(
      `database.dump holds ${refused.length} object${refused.length === 1 ? '' : 's'} that this site's migrations never make:\n` +
        `${shown.join('\n')}${refused.length > 5 ? '\n  …' : ''}\n` +
        'A backup of this site holds only its tables, rows, types, indexes, keys and the migrations’ own functions and triggers.',
    )
  }
  if (!entries.some((entry) => entry.kind === 'TABLE DATA')) throw new DumpRefused('database.dump holds no table rows.')
  return entries
}

/** `TABLE public Lead owner` → the entry, when it is one the migrations make; else undefined. */
function readEntry(description: string, objects: SchemaObjects): DumpEntry | undefined {
  const kind = KINDS.find((candidate) => description.startsWith(`${candidate} `))
  if (!kind) return undefined
  // schema, the tag's words, owner
  const words = description.slice(kind.length + 1).split(' ')
  const [schema, ...rest] = words
  if (schema !== 'public' || rest.length < 2) return undefined
  const tag = rest.slice(0, -1)
  const [first = '', second = ''] = tag
  switch (kind) {
    case 'TABLE':
    case 'TABLE DATA':
      return tag.length === 1 && objects.tables.has(first) ? { kind, name: first } : undefined
    case 'TYPE':
      return tag.length === 1 && objects.types.has(first) ? { kind, name: first } : undefined
    case 'INDEX':
      return tag.length === 1 && objects.indexes.has(first) ? { kind, name: first } : undefined
    case 'FUNCTION': {
      // `bump_content_version()`: the migrations' functions take no arguments.
      const name = /^(\w+)\(\)$/.exec(tag.join(' '))?.[1]
      return name && objects.functions.has(name) ? { kind, name } : undefined
    }
    case 'CONSTRAINT':
    case 'FK CONSTRAINT':
    case 'TRIGGER': {
      const names = kind === 'TRIGGER' ? objects.triggers : objects.constraints
      return tag.length === 2 && objects.tables.has(first) && names.has(second) ? { kind, table: first, name: second } : undefined
    }
  }
}

/* ------------------------------------------------------------------------------------------ */
/* The data script                                                                             */
/* ------------------------------------------------------------------------------------------ */

const IDENTIFIER = String.raw`(?:[a-z_][a-z0-9_$]*|"(?:[^"\n]|"")+")`
const COPY_LINE = new RegExp(String.raw`^COPY public\.(${IDENTIFIER}) \((?:${IDENTIFIER}(?:, ${IDENTIFIER})*)?\) FROM stdin;$`)
/** pg_restore's own session settings at the top of its script: dropped (the restore sets its own). */
const DROPPED_SETTING =
  /^SET (?:statement_timeout|lock_timeout|idle_in_transaction_session_timeout|transaction_timeout|standard_conforming_strings|check_function_bodies|xmloption|client_min_messages|row_security|default_tablespace|default_table_access_method) = [\w']+;$/
const DROPPED_LINES = [
  /^$/,
  /^--(?: .*)?$/,
  DROPPED_SETTING,
  /^SET client_encoding = 'UTF8';$/,
  /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/,
  // pg_restore's guard against psql commands in its own output (newer pg_restore releases).
  /^\\(?:restrict|unrestrict) [A-Za-z0-9]{1,100}$/,
]
const END_OF_DATA = Buffer.from('\\.')
const NEWLINE = 0x0a
/** A statement line of the data script is short; only data lines may be long. */
const MAX_STATEMENT_LINE = 64 * 1024

const unquote = (identifier: string) => (identifier.startsWith('"') ? identifier.slice(1, -1).replaceAll('""', '"') : identifier)

/**
 * Reads pg_restore's data-only script (`pg_restore --data-only --file=-`) and passes on only the
 * COPY blocks of the given tables: their `COPY … FROM stdin;` line, data lines as they are and the
 * closing `\.`. Lines are split at `\n` as psql splits them; a data line that starts with `\.`
 * but is not exactly the end marker (`\.\r` would end the data for psql) is refused, so psql and
 * this filter always agree on where data ends.
 */
export class DataScriptFilter extends Transform {
  private pending: Buffer[] = []
  private pendingBytes = 0
  private inCopy = false
  readonly copied = new Set<string>()

  constructor(private readonly tables: ReadonlySet<string>) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    try {
      let start = 0
      for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        this.pending.push(chunk.subarray(start, end))
        const line = Buffer.concat(this.pending)
        this.pending = []
        this.pendingBytes = 0
        this.line(line)
        start = end + 1
      }
      if (start < chunk.length) {
        this.pending.push(chunk.subarray(start))
        this.pendingBytes += chunk.length - start
        if (!this.inCopy && this.pendingBytes > MAX_STATEMENT_LINE)
          throw new DumpRefused('database.dump holds a statement line of more than 64 kB.')
      }
      done()
    } catch (error) {
      done(error as Error)
    }
  }

  override _flush(done: TransformCallback) {
    if (this.pendingBytes > 0) return done(new DumpRefused('database.dump’s data does not end with a complete line.'))
    if (this.inCopy) return done(new DumpRefused('database.dump’s data ends inside a table’s rows.'))
    done()
  }

  private line(line: Buffer) {
    if (this.inCopy) {
      if (line.subarray(0, 2).equals(END_OF_DATA)) {
        if (line.length !== 2) throw new DumpRefused('database.dump holds a data line that starts like the end of a table’s rows.')
        this.inCopy = false
      }
      this.push(Buffer.concat([line, Buffer.from('\n')]))
      return
    }
    if (line.length > MAX_STATEMENT_LINE) throw new DumpRefused('database.dump holds a statement line of more than 64 kB.')
    const text = line.toString('utf8')
    if (DROPPED_LINES.some((pattern) => pattern.test(text))) return
    if (/^SET client_encoding = /.test(text)) throw new DumpRefused(`database.dump is not in UTF8 (${text.slice(0, 60)}).`)
    const quoted = COPY_LINE.exec(text)?.[1]
    const table = quoted === undefined ? undefined : unquote(quoted)
    if (!table || !this.tables.has(table) || this.copied.has(table)) {
      const shown = text.replace(/[^\x20-\x7e\u00a0-\uffff]/g, '?').slice(0, 100)
      throw new DumpRefused(`database.dump holds a statement that a restore does not run: ${JSON.stringify(shown)}.`)
    }
    this.copied.add(table)
    this.inCopy = true
    this.push(Buffer.concat([line, Buffer.from('\n')]))
  }
}
