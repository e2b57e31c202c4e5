/**
 * `npm run admin:create -- <email>`: adds an admin, or sets a new password for an existing one.
 * The password comes from ADMIN_PASSWORD or is asked for (not echoed) on a terminal.
 */
import { createInterface } from 'node:readline/promises'
import { hash } from '@node-rs/argon2'
import { z } from 'zod'
import { ensureDatabase } from './lib/database.ts'
import { runScript } from './lib/run-script.ts'
import { applyMigrations } from './lib/schema-engine.ts'

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD.')
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput
  let asking = true
  ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
    asking && !s.startsWith('Password') ? undefined : write.call(rl, s)
  const password = await rl.question('Password (at least 10 characters): ')
  asking = false
  rl.close()
  process.stdout.write('\n')
  return password
}

runScript(async () => {
  const email = z.email('Give the admin e-mail: npm run admin:create -- admin@example.com').parse(process.argv[2]?.trim().toLowerCase())
  const password = z
    .string()
    .min(10, 'The password needs at least 10 characters.')
    .parse(process.env.ADMIN_PASSWORD || (await askPassword()))
  const db = await ensureDatabase()
  process.env.DATABASE_URL = db.url
  try {
    await applyMigrations(db.url)
    const { prisma } = await import('../app/lib/db.server.ts')
    const passwordHash = await hash(password)
    const existing = await prisma.admin.findUnique({ where: { email }, select: { id: true } })
    if (existing) {
      await prisma.$transaction([
        prisma.admin.update({ where: { id: existing.id }, data: { passwordHash } }),
        // A new password ends every session of the old one.
        prisma.adminSession.deleteMany({ where: { adminId: existing.id } }),
      ])
      console.log(`Password of ${email} changed; its sessions were ended.`)
    } else {
      await prisma.admin.create({ data: { email, passwordHash } })
      console.log(`Admin ${email} created.`)
    }
    await prisma.$disconnect()
  } finally {
    await db.stop()
  }
})
