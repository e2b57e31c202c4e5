/**
 * A page that is not hydrated (home) is rendered in one pass to a string: the same document as
 * the streamed render, including a pending notice, whose part is a lazily loaded component.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import en from '~/locales/en'
import { createLeadWithPrivateLink, prismaFor } from '../support/factories'
import { cookiesOf, FORM, formBody, send, startServer, type TestServer } from './support/server'

let server: TestServer

beforeAll(async () => {
  server = await startServer({ FORM_MIN_FILL_MS: '0' })
})

afterAll(async () => {
  await server?.stop()
})

const origin = () => ({ Origin: server.url, 'X-Forwarded-For': '203.0.113.77' })

test('home is one whole document: one doctype, the closing html tag, its one script', async () => {
  const home = await send(server, { path: '/en' })
  expect(home.status).toBe(200)
  expect(home.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(home.text.startsWith('<!DOCTYPE html><html lang="en" dir="ltr">')).toBe(true)
  expect(home.text.match(/<!DOCTYPE html>/gi)).toHaveLength(1)
  expect(home.text.endsWith('</body></html>')).toBe(true)
  expect(home.text).toMatch(/<script type="module" src="\/assets\/enhance-[\w-]+\.js"><\/script>/)
})

test('a notice still pending when the visitor opens home is shown there, once', async () => {
  // A buyer's question at a private link answers with a notice (the lead forms confirm on their page instead).
  const prisma = prismaFor(server.databaseUrl)
  const { token } = await createLeadWithPrivateLink(prisma).finally(() => prisma.$disconnect())
  const sent = await send(server, {
    method: 'POST',
    path: `/en/requests/${token}`,
    headers: { ...FORM, ...origin() },
    body: formBody({ intent: 'message', kind: 'question', body: 'Do you ship to Bremen?' }),
  })
  expect(sent.status, sent.text.slice(0, 300)).toBe(302)
  const notice = cookiesOf(sent)
    .split('; ')
    .find((pair) => pair.startsWith('toast='))
  expect(notice).toBeDefined()

  const home = await send(server, { path: '/en', headers: { Cookie: notice! } })
  expect(home.status).toBe(200)
  expect(home.text).toContain(en.requests.notices.messageSent)
  expect(home.text.endsWith('</body></html>')).toBe(true)
  // Shown once: the answer clears the notice's cookie.
  expect(String(home.headers['set-cookie'])).toMatch(/^toast=;/)
})
