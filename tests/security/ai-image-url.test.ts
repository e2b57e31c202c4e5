/**
 * A compromised AI provider answers an image generation with a URL that points back at the
 * server's own machine, written as an IPv6 address that carries 127.0.0.1 (IPv4-mapped, NAT64,
 * 6to4). The site must refuse it with its AI error answer and never open a connection there.
 */
import { once } from 'node:events'
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startFakeOpenAi } from '../support/fake-openai-server'
import { waitFor } from '../support/wait-for'
import { JSON_TYPE, send, startServer, type TestServer } from './support/server'

let server: TestServer
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
/** A listener on 127.0.0.1 standing in for a service on the site's machine: counts who connects. */
let internal: net.Server
let internalPort: number
/** The remote ports of the connections `internal` accepted, in order; and those of the test's own probes. */
const accepted: number[] = []
const probes = new Set<number>()
let acceptedBefore = 0
let token: string
let post: { id: string; title_en: string }

const origin = () => ({ Origin: server.url })

beforeAll(async () => {
  internal = net.createServer((socket) => {
    accepted.push(socket.remotePort ?? 0)
    socket.destroy()
  })
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  internalPort = (internal.address() as net.AddressInfo).port
  fake = await startFakeOpenAi()
  server = await startServer({
    OPENAI_API_KEY: 'fake-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_TIMEOUT_MS: '3000',
    OPENAI_MAX_RETRIES: '0',
  })

  const login = await send(server, {
    method: 'POST',
    path: '/api/admin/login',
    headers: { ...JSON_TYPE, ...origin() },
    body: JSON.stringify({ email: 'admin@example.com', password: 'e2e-admin-password' }),
  })
  expect(login.status).toBe(200)
  token = (JSON.parse(login.text) as { token: string }).token
  const list = await send(server, { path: '/api/admin/blog', headers: { Authorization: `Bearer ${token}` } })
  expect(list.status).toBe(200)
  const posts = JSON.parse(list.text) as { id: string; title_en: string; imageUrl: string | null }[]
  post = posts[0]
  expect(post?.title_en).toBeTruthy()
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
  await new Promise((resolve) => internal?.close(resolve))
})

beforeEach(() => {
  acceptedBefore = accepted.length
})

/**
 * The connections `internal` accepted before now: a probe of the test's own connects, and once the
 * listener has accepted it, it has accepted every connection that reached it earlier (the kernel
 * hands them over in the order they came).
 */
async function connectionsSoFar(): Promise<number> {
  const probe = net.connect(internalPort, '127.0.0.1')
  probe.on('error', () => {})
  await once(probe, 'connect')
  const port = probe.localPort!
  probes.add(port)
  await waitFor(() => accepted.includes(port), { timeoutMs: 5000, message: 'the listener accepting the probe connection' })
  probe.destroy()
  return accepted.slice(acceptedBefore).filter((remote) => !probes.has(remote)).length
}

describe('an image URL from the AI provider that leads back to this machine', () => {
  test.each([
    ['IPv4-mapped', '::ffff:7f00:1'],
    ['NAT64', '64:ff9b::7f00:1'],
    ['6to4', '2002:7f00:1::'],
  ])('%s https://[%s]:<port>/x.png: refused with the AI error answer, nothing connects', async (_form, address) => {
    const url = `https://[${address}]:${internalPort}/x.png`
    // The image prompt carries the post's English title, so the fake answers this post with `url`.
    fake.respond({ match: post.title_en, json: { url } })
    const before = (await send(server, { path: `/api/admin/blog/${post.id}`, headers: { Authorization: `Bearer ${token}` } })).text

    const response = await send(server, {
      method: 'POST',
      path: `/api/admin/blog/${post.id}/generate-image`,
      headers: { Authorization: `Bearer ${token}`, ...origin() },
    })

    expect(fake.requests(post.title_en).some((r) => r.body.prompt !== undefined)).toBe(true)
    expect(await connectionsSoFar()).toBe(0)
    // Refused by the address check (not a connection that happened to fail): the AI error contract.
    expect(response.status).toBe(422)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect((JSON.parse(response.text) as { message: string }).message).toMatch(/izin verilmiyor/)
    // The post keeps its image.
    const after = (await send(server, { path: `/api/admin/blog/${post.id}`, headers: { Authorization: `Bearer ${token}` } })).text
    expect(JSON.parse(after).imageUrl).toBe(JSON.parse(before).imageUrl)
  })
})
