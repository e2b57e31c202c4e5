import { describe, expect, it } from 'vitest'
import { invariantResponse } from './invariant'

function thrown(run: () => void): Response {
  try {
    run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('nothing was thrown')
}

describe('invariantResponse', () => {
  it('passes a truthy value through and narrows it', () => {
    const value: { name: string } | null = { name: 'fig' }
    invariantResponse(value, 'Not found', { status: 404 })
    expect(value.name).toBe('fig')
  })

  it('throws a plain-text 400 by default', async () => {
    const response = thrown(() => invariantResponse('', 'Bad input'))
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe('Bad input')
  })

  it('takes the status and extra headers from init; a given Content-Type wins', async () => {
    const response = thrown(() => invariantResponse(null, 'Not found', { status: 404, headers: { 'X-Robots-Tag': 'noindex' } }))
    expect(response.status).toBe(404)
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    const json = thrown(() => invariantResponse(0, '{}', { headers: { 'Content-Type': 'application/json' } }))
    expect(json.headers.get('Content-Type')).toBe('application/json')
  })
})
