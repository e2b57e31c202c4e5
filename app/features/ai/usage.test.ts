import { describe, expect, test } from 'vitest'
import { aiKindLabel, formatCount, formatDuration } from './usage'

describe('formatting', () => {
  test('counts, durations and kinds read in Turkish', () => {
    expect(formatCount(12345)).toBe('12.345')
    expect(formatCount(null)).toBe('-')
    expect(formatDuration(850)).toBe('850 ms')
    expect(formatDuration(12_440)).toBe('12,4 sn')
    expect(formatDuration(65_000)).toBe('1 dk 05 sn')
    expect(aiKindLabel('blog-article')).toBe('Blog yazısı')
    expect(aiKindLabel('something-new')).toBe('something-new')
  })
})
