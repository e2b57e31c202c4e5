/**
 * The version of everything public pages show, shared by every instance through PostgreSQL:
 * triggers on the content tables raise `ContentVersion.version` in the writing transaction and
 * announce it with `NOTIFY content_version` at commit. Each instance LISTENs on one connection
 * of its own and also reads the version every `pollMs` (a missed announcement, a dropped
 * connection), so a change reaches every instance within about a second.
 *
 * `current()` is the highest version this instance has seen, or null until the database could be
 * read once. While the database is away the last one stays: cached pages are served until they
 * reach their maximum age.
 */
import pg from 'pg'

export interface ContentVersion {
  current(): string | null
  /** Reads the version now (after an admin write on this instance, before answering it). */
  refresh(): Promise<void>
  stop(): Promise<void>
}

export const CONTENT_VERSION_CHANNEL = 'content_version'

export function watchContentVersion(databaseUrl: string, { pollMs }: { pollMs: number }): ContentVersion {
  let version: string | null = null
  let listener: pg.Client | null = null
  let stopped = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 2_000 })
  // An idle connection that breaks (database restarted) must not take the process down.
  pool.on('error', () => {})

  // Versions only grow; an announcement that arrives after a newer read is ignored.
  const see = (seen: string) => {
    if (/^\d{1,19}$/.test(seen) && (version === null || BigInt(seen) > BigInt(version))) version = seen
  }

  async function refresh() {
    try {
      const { rows } = await pool.query<{ version: string }>('SELECT "version"::text AS version FROM "ContentVersion" WHERE "id" = 1')
      see(rows[0]?.version ?? '0')
    } catch {
      // Keep the last version seen.
    }
  }

  async function listen() {
    if (stopped) return
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 })
    const retry = () => {
      if (listener === client) listener = null
      void client.end().catch(() => {})
      if (!stopped) reconnectTimer = setTimeout(() => void listen(), pollMs)
    }
    client.on('error', retry)
    client.on('notification', (message) => {
      if (message.channel === CONTENT_VERSION_CHANNEL && message.payload) see(message.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`)
      listener = client
      client.once('end', retry)
      // Changes made while nobody listened.
      await refresh()
    } catch {
      retry()
    }
  }

  const poll = setInterval(() => void refresh(), pollMs)
  poll.unref()
  void refresh()
  void listen()

  return {
    current: () => version,
    refresh,
    async stop() {
      stopped = true
      clearInterval(poll)
      clearTimeout(reconnectTimer)
      await listener?.end().catch(() => {})
      await pool.end().catch(() => {})
    },
  }
}
