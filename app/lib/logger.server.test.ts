import { describe, expect, test } from 'vitest'
import { loggingEnv } from './env.server'
import { createLogger, scrubSecrets } from './logger.server'

/** A JSON logger writing into an array: one parsed object per line. */
function capture(level: 'info' | 'debug' | 'warn' = 'info') {
  const lines: string[] = []
  const logger = createLogger(
    { NODE_ENV: 'production', LOG_LEVEL: level, LOG_FORMAT: undefined },
    { write: (line: string) => lines.push(line) },
  )
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('scrubSecrets', () => {
  test.each([
    ['getaddrinfo ENOTFOUND for postgresql://figs:S3cret-pass@db.internal:5432/figs', 'postgresql://[redacted]@db.internal:5432/figs'],
    ['smtp://mailer:hunter22@mail.example.net:587 refused', 'smtp://[redacted]@mail.example.net:587 refused'],
    ['550 5.1.1 <ayse.yilmaz+quotes@example.com.tr>: recipient rejected', '550 5.1.1 <[email]>: recipient rejected'],
    ['No route matches URL "/en/requests/Qm9vZ2llV29vZ2ll-X2ZpZ3M"', 'No route matches URL "/en/requests/:token"'],
    ['GET /x?token=abc123&page=2', 'GET /x?token=[redacted]&page=2'],
    ['Cookie: locale=en; admin_session=s3ss10n-value', 'Cookie: locale=en; admin_session=[redacted]'],
    ['{"password":"hunter22","name":"Ayşe"}', '{"password":"[redacted]","name":"Ayşe"}'],
    ['Authorization: Bearer eyJhbGciOi.abc.def', 'Authorization: Bearer [redacted]'],
  ])('%s', (text, scrubbed) => {
    expect(scrubSecrets(text)).toContain(scrubbed)
  })

  test('ordinary operational text is left alone', () => {
    for (const text of [
      'Site ready on http://localhost:3000 (started in 2.1 s)',
      'Invalid configuration (environment variables):\n  SESSION_SECRET: must be at least 32 characters',
      'Embedded PostgreSQL is running on port 5433 (data in .data/postgres)',
      'at renderToken (file:///srv/app/node_modules/react-router@8.4.0/dist/index.js:12:3)',
    ]) {
      expect(scrubSecrets(text)).toBe(text)
    }
  })
})

describe('the logger', () => {
  test('one JSON object per line, with level, ISO time, pid and message', () => {
    const { logger, lines, parsed } = capture()
    logger.info({ path: '/en' }, 'GET /en 200')
    expect(lines).toHaveLength(1)
    expect(lines[0].endsWith('\n')).toBe(true)
    const [line] = parsed()
    expect(line).toMatchObject({ level: 30, pid: process.pid, msg: 'GET /en 200', path: '/en' })
    expect(new Date(line.time as string).toISOString()).toBe(line.time)
  })

  test('LOG_LEVEL: lines below it are not written', () => {
    const { logger, parsed } = capture('warn')
    logger.info('not written')
    logger.warn('written')
    expect(parsed().map((line) => line.msg)).toEqual(['written'])
  })

  test('fields named like secrets are replaced, at any depth', () => {
    const { logger, lines } = capture()
    logger.info(
      {
        password: 'hunter22',
        user: { email: 'ayse@example.com', token: 'tok-123' },
        headers: { cookie: 'admin_session=abc', authorization: 'Basic Zm9vOmJhcg==', 'set-cookie': ['a=1'] },
        deep: { smtp: { accessToken: 'deep-tok', SESSION_SECRET: 'deep-secret' } },
      },
      'login',
    )
    for (const secret of ['hunter22', 'ayse@example.com', 'tok-123', 'admin_session', 'Zm9vOmJhcg', 'a=1', 'deep-tok', 'deep-secret']) {
      expect(lines[0]).not.toContain(secret)
    }
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'login', password: '[redacted]', deep: { smtp: { accessToken: '[redacted]' } } })
  })

  test('messages and free text fields are scrubbed; an error keeps its type and stack, without the secrets in them', () => {
    const { logger, lines, parsed } = capture()
    const error = Object.assign(new Error("Can't reach database server at postgresql://figs:S3cret-pass@db:5432/figs"), {
      detail: 'Key (email)=(buyer@example.de) already exists.',
      code: 'P1001',
    })
    logger.error(
      { err: error, note: 'mail to buyer@example.de' },
      'Request failed for buyer@example.de at /requests/Qm9vZ2llV29vZ2ll-X2ZpZ3M',
    )
    expect(lines[0]).not.toMatch(/S3cret-pass|buyer@example\.de|Qm9vZ2llV29vZ2ll/)
    const [line] = parsed()
    expect(line.msg).toBe('Request failed for [email] at /requests/:token')
    expect(line.err).toMatchObject({
      type: 'Error',
      code: 'P1001',
      message: expect.stringContaining('postgresql://[redacted]@db:5432/figs'),
    })
    expect((line.err as { stack: string }).stack).toContain('logger.server.test.ts')
  })
})

describe('LOG_LEVEL and LOG_FORMAT', () => {
  test('defaults: info, the format chosen by NODE_ENV; an invalid value falls back to the default', () => {
    expect(loggingEnv({})).toEqual({ NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: undefined })
    expect(loggingEnv({ NODE_ENV: 'production', LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' })).toEqual({
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'pretty',
    })
    expect(loggingEnv({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' })).toMatchObject({ LOG_LEVEL: 'info', LOG_FORMAT: undefined })
  })
})
