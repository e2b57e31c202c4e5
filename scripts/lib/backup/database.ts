/**
 * The database side of a backup: how the PostgreSQL programs reach the app's database, and what
 * is in it (tables, rows, applied migrations). The app keeps everything in the `public` schema.
 */
import pg from 'pg'

export const SCHEMA = 'public'

/**
 * Tables that the migrations themselves fill (the migration history, the content version row):
 * a database holding rows only there has no application data yet.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['_prisma_migrations', 'ContentVersion']

/**
 * libpq's environment variables for the query parameters of a connection URL that libpq knows.
 * Others (Prisma's `schema`, `connection_limit`…) are dropped: libpq rejects unknown ones.
 */
const LIBPQ_PARAMETERS: Record<string, string> = {
  host: 'PGHOST',
  hostaddr: 'PGHOSTADDR',
  port: 'PGPORT',
  sslmode: 'PGSSLMODE',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslrootcert: 'PGSSLROOTCERT',
  sslcrl: 'PGSSLCRL',
  sslsni: 'PGSSLSNI',
  channel_binding: 'PGCHANNELBINDING',
  gssencmode: 'PGGSSENCMODE',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
  passfile: 'PGPASSFILE',
}

/**
 * The environment that points PostgreSQL's programs at `databaseUrl`. The password travels in
 * PGPASSWORD, never on a command line (which every user of the machine can read).
 */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl)
  const env: Record<string, string> = { PGCONNECT_TIMEOUT: '10' }
  if (url.hostname) env.PGHOST = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (url.port) env.PGPORT = url.port
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''))
  if (database) env.PGDATABASE = database
  for (const [name, value] of url.searchParams) {
    const variable = LIBPQ_PARAMETERS[name]
    if (variable) env[variable] = value
  }
  // node-postgres's `ssl=true` means an encrypted connection; libpq says that with sslmode.
  if (!env.PGSSLMODE && ['true', '1'].includes(url.searchParams.get('ssl') ?? '')) env.PGSSLMODE = 'require'
  return env
}

/** `figs on db:5432` — the database of a URL, without its password, for messages. */
export function describeDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl)
  return `${decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)'} on ${url.hostname || 'localhost'}:${url.port || 5432}`
}

export async function connect(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  return client
}

/** The one row a query answers (an aggregate, a setting). */
export async function oneRow<T>(result: Promise<{ rows: T[] }>): Promise<T> {
  const [row] = (await result).rows
  if (!row) throw new Error('The database answered no row where one was expected.')
  return row
}

export async function serverVersion(client: pg.Client): Promise<{ major: number; version: string }> {
  const row = await oneRow(
    client.query<{ num: string; version: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
    ),
  )
  // server_version may carry the distribution's suffix: '15.20 (Debian 15.20-0+deb12u1)'.
  return { major: Math.floor(Number(row.num) / 10_000), version: row.version.split(' ')[0] ?? row.version }
}

export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY 1', [
    SCHEMA,
  ])
  return rows.map((row) => row.name)
}

/** Rows per table of the app's schema, by table name. */
export async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const name of await tableNames(client)) {
    const { count } = await oneRow(
      client.query<{ count: string }>(`SELECT count(*) AS count FROM ${pg.escapeIdentifier(SCHEMA)}.${pg.escapeIdentifier(name)}`),
    )
    counts[name] = Number(count)
  }
  return counts
}

/** The names of the migrations applied to the database (none when it was never migrated). */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  if (!(await tableNames(client)).includes('_prisma_migrations')) return []
  const { rows } = await client.query<{ name: string }>(
    'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1',
  )
  return rows.map((row) => row.name)
}

/** Sessions on the same database besides this one (a running site holds some). */
export async function otherSessions(client: pg.Client): Promise<number> {
  const { count } = await oneRow(
    client.query<{ count: string }>(
      'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    ),
  )
  return Number(count)
}
