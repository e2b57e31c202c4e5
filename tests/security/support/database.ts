import pg from 'pg'
import type { TestServer } from './server'

/** A connected client of the server's own database (the caller ends it). */
export async function connectDatabase(server: TestServer): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: server.databaseUrl })
  await db.connect()
  return db
}
