import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '~/generated/prisma/client'

function createClient() {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start` or `npm run dev`.')
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) })
}

const globalForPrisma = globalThis as unknown as { prisma?: ReturnType<typeof createClient> }

/** One client per process (kept across dev-server reloads). */
export const prisma = (globalForPrisma.prisma ??= createClient())
