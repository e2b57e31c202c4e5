/** `npm run db:seed`: adds the demo content and the first admin where missing. */
import { parseEnv } from '../app/lib/env.server.ts'
import { describeSeed, seedDatabase } from '../prisma/seed.ts'
import { ensureDatabase } from './lib/database.ts'
import { runScript } from './lib/run-script.ts'

runScript(async () => {
  const env = parseEnv(process.env)
  const db = await ensureDatabase()
  process.env.DATABASE_URL = db.url
  const { prisma } = await import('../app/lib/db.server.ts')
  try {
    const result = await seedDatabase(prisma, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD })
    const lines = describeSeed(result)
    console.log(lines.length ? lines.join('\n') : 'Nothing to seed: the database already has content.')
  } finally {
    await prisma.$disconnect()
    await db.stop()
  }
})
