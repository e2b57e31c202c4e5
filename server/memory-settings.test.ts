import { describe, expect, test } from 'vitest'
import { missingMemorySettings, SERVER_ENV, SERVER_NODE_FLAGS, serverMemoryEnv } from './memory-settings.ts'

describe('the server memory settings', () => {
  test('are all missing from a bare `node start.js`', () => {
    expect(missingMemorySettings([], {})).toEqual({ flags: [...SERVER_NODE_FLAGS], variables: { ...SERVER_ENV } })
  })

  test('are complete when started as a test or the bench starts the server', () => {
    expect(missingMemorySettings([], serverMemoryEnv())).toEqual({ flags: [], variables: {} })
  })

  test("keep the operator's own values, given as flags, in NODE_OPTIONS (either spelling) or as variables", () => {
    const missing = missingMemorySettings(['--max-semi-space-size=16'], {
      NODE_OPTIONS: '--enable-source-maps --max_old_space_size=1024',
      MALLOC_ARENA_MAX: '4',
    })
    expect(missing).toEqual({ flags: [], variables: { MALLOC_TRIM_THRESHOLD_: '65536' } })
  })
})
