import { defineConfig } from 'prisma/config'

// The CLI is used only for `prisma generate` here; migrations run through scripts/db-migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
})
