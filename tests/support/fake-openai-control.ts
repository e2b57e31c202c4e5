/** Browser tests steer the fake OpenAI server that Playwright started (port E2E_PORT + 2). */
import type { FakeRule, ReceivedRequest } from './fake-openai-server.ts'

export const fakeOpenAiPort = Number(process.env.E2E_PORT ?? 3101) + 2
const base = `http://127.0.0.1:${fakeOpenAiPort}`

export const fakeAi = {
  /** Requests whose messages (or image prompt) contain `rule.match` get this answer or behaviour. */
  async respond(rule: FakeRule): Promise<void> {
    const response = await fetch(`${base}/__fake/respond`, { method: 'POST', body: JSON.stringify(rule) })
    if (!response.ok) throw new Error(`fake OpenAI: ${response.status} ${await response.text()}`)
  },
  /** Bodies of the requests received that contain `match`. */
  async requests(match: string): Promise<ReceivedRequest[]> {
    const response = await fetch(`${base}/__fake/requests?match=${encodeURIComponent(match)}`)
    return (await response.json()) as ReceivedRequest[]
  },
}
