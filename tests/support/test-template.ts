/** The migrated, empty database every test database is copied from (made by postgres-global-setup.ts). */
import pg from 'pg'

export const TEMPLATE_DATABASE = 'figs_test_template'

/** Runs one statement on the test PostgreSQL server (CREATE/DROP DATABASE need their own connection). */
export async function onTestServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
