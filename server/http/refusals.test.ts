import { describe, expect, it } from 'vitest'
import { refusalAnswer } from './refusals'

describe('refusalAnswer', () => {
  it('answers JSON { message } for the API', () => {
    const answer = refusalAnswer({ kind: 'tooLarge', limitBytes: 64 * 1024 }, { language: 'en', api: true })
    expect(answer.status).toBe(413)
    expect(answer.headers['Content-Type']).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is too large (at most 64 kB).' })
  })
  it("answers plain text in the page's language", () => {
    expect(refusalAnswer({ kind: 'listTooLong', max: 20 }, { language: 'de', api: false })).toMatchObject({
      status: 400,
      body: 'Eine Liste in diesem Formular darf höchstens 20 Einträge haben.',
    })
    expect(refusalAnswer({ kind: 'tooLarge', limitBytes: 60 * 1024 * 1024 }, { language: 'tr', api: false }).body).toContain('60 MB')
  })
  it('names the setting that allows a host, and lists the allowed methods', () => {
    expect(refusalAnswer({ kind: 'badHost' }, { language: 'tr', api: false }).body).toContain('ALLOWED_HOSTS')
    const answer = refusalAnswer({ kind: 'methodNotAllowed', allow: ['GET', 'POST'] }, { language: 'en', api: false })
    expect(answer.status).toBe(405)
    expect(answer.headers.Allow).toBe('GET, POST')
  })
})
