import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server'

describe('configuration', () => {
  test('defaults let the site start with nothing configured', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.WHATSAPP_NUMBER).toMatch(/^\d+$/)
  })

  test('empty variables count as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })

  test('social profiles are https addresses; anything else stops start-up', () => {
    expect(parseEnv({ SOCIAL_X: 'https://x.com/aydinfigs' }).SOCIAL_X).toBe('https://x.com/aydinfigs')
    for (const bad of ['http://instagram.com/aydinfigs', 'instagram.com/aydinfigs', 'javascript:alert(1)', '@aydinfigs']) {
      expect(() => parseEnv({ SOCIAL_INSTAGRAM: bad })).toThrowError(/SOCIAL_INSTAGRAM: must be an https:\/\/ address/)
    }
  })

  test('the login limit per address and the uploads folder are validated settings too', () => {
    expect(parseEnv({}).LOGIN_RATE_LIMIT_IP).toBe(20)
    expect(parseEnv({}).UPLOADS_DIR).toBeUndefined()
    expect(parseEnv({ LOGIN_RATE_LIMIT_IP: '10000', UPLOADS_DIR: '/srv/uploads' })).toMatchObject({
      LOGIN_RATE_LIMIT_IP: 10000,
      UPLOADS_DIR: '/srv/uploads',
    })
    expect(() => parseEnv({ LOGIN_RATE_LIMIT_IP: 'many' })).toThrowError(/LOGIN_RATE_LIMIT_IP/)
  })

  test('bad values stop start-up with a message naming each variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: must be a postgresql:\/\/ connection URL[\s\S]*ADMIN_PASSWORD: must be at least 10 characters/,
    )
  })
})
