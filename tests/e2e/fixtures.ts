import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import pg from 'pg'
import type { PrismaClient } from '~/generated/prisma/client'
import { e2eDatabaseUrlFile } from '../support/e2e-database'
import { createAdminSession, prismaFor } from '../support/factories'

/**
 * The database of the server under test: `query` reads what the site stored; `prisma` makes rows
 * through the typed factories (tests/support/factories.ts).
 */
export type Db = { query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>; prisma: PrismaClient }

/**
 * Every page must load without script errors (hydration mismatches included).
 * `db` reads what the site stored, from the database of the server under test.
 * The test visitor has answered the other-language suggestion on an earlier visit (the browser
 * prefers English, which would suggest English on every Turkish and German page), unless a test
 * asks for `suggestLanguages`.
 */
/**
 * React Router's route discovery when the test leaves the page while it asks for the routes of the
 * links it shows: the fetch is cut off (a network error, "Failed to fetch"), which says nothing of
 * the site. A discovery answered with an error status reads "Failed to fetch manifest patches Error: 404 …" and still counts.
 */
const abortedDiscovery = /^Failed to fetch manifest patches TypeError: Failed to fetch\b/

export const test = base.extend<{ pageErrors: string[]; suggestLanguages: boolean }, { db: Db }>({
  suggestLanguages: [false, { option: true }],
  context: async ({ context, suggestLanguages }, use) => {
    if (!suggestLanguages) {
      await context.addInitScript(() => {
        try {
          localStorage.setItem('language-suggestion', 'answered')
        } catch {
          // No storage (about:blank): nothing to answer there.
        }
      })
    }
    await use(context)
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && !/Failed to load resource/.test(text) && !abortedDiscovery.test(text)) errors.push(text)
      })
      await use(errors)
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the first argument to be destructured (it reads the fixtures to set up from it), even when empty
    async ({}, use, workerInfo) => {
      const port = new URL(String(workerInfo.project.use.baseURL)).port
      const databaseUrl = readFileSync(e2eDatabaseUrlFile(port), 'utf8').trim()
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
      const prisma = prismaFor(databaseUrl)
      await use({ query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[], prisma })
      await Promise.all([pool.end(), prisma.$disconnect()])
    },
    { scope: 'worker' },
  ],
})

export { expect }

/**
 * Whether the page's router waits for nothing: no navigation, form post or fetcher under way
 * (React Router's HydratedRouter keeps its router on `window`). A post is under way from the
 * event that sends it until its answer has come back.
 */
export function routerIdle(page: Page) {
  return page.evaluate(() => {
    type Busy = { state: string }
    const router = (window as { __reactRouterDataRouter?: { state: { navigation: Busy; fetchers: Map<string, Busy> } } })
      .__reactRouterDataRouter
    if (!router) throw new Error('No React Router on this page (not hydrated?)')
    const { navigation, fetchers } = router.state
    return navigation.state === 'idle' && [...fetchers.values()].every((fetcher) => fetcher.state === 'idle')
  })
}

/**
 * Resolves once the page has run the tasks queued before this call (one turn of its event loop,
 * no waiting time): what a click set going, such as a javascript: link, has run by then.
 */
export function queuedTasksRun(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

/**
 * Runs `fn` while holding the database lock `key` of the server under test: the js and no-js
 * projects run at once against one admin server, and tests that edit the same record take turns.
 */
export async function exclusively<T>(baseURL: string, key: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: readFileSync(e2eDatabaseUrlFile(new URL(baseURL).port), 'utf8').trim() })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key])
    return await fn()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {})
    await client.end()
  }
}

/** Whether the test runs in a project with JavaScript on (js, admin-js). */
export function jsEnabled(info: { project: { use: { javaScriptEnabled?: boolean } } }) {
  return info.project.use.javaScriptEnabled !== false
}

/**
 * The value of the session cookie for `token`, encoded as React Router's `createCookie` encodes
 * it (base64 of the JSON string). The cookie is `admin_session` on http (the test servers).
 */
export const sessionCookieValue = (token: string) => Buffer.from(JSON.stringify(token)).toString('base64')

/** The seeded admin (the first one). */
export async function seededAdminId(db: Db) {
  const { id } = await db.prisma.admin.findFirstOrThrow({ orderBy: { createdAt: 'asc' }, select: { id: true } })
  return id
}

/**
 * Signs the browser in as the seeded admin by creating a session row and setting its cookie
 * (the login form itself is tested in admin-guard.spec.ts).
 */
export async function signInAsAdmin(context: import('@playwright/test').BrowserContext, db: Db, baseURL: string) {
  const { token } = await createAdminSession(db.prisma, { adminId: await seededAdminId(db) })
  await context.addCookies([{ name: 'admin_session', value: sessionCookieValue(token), url: baseURL, httpOnly: true, sameSite: 'Lax' }])
  return token
}
