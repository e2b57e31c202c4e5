import { describe, expect, it } from 'vitest'
import { requestTargetProblem } from './request-target'

describe('requestTargetProblem', () => {
  it('accepts ordinary paths and queries, UTF-8 escapes included', () => {
    expect(requestTargetProblem('/')).toBeNull()
    expect(requestTargetProblem('/products/incir?x=1&y=a+b')).toBeNull()
    expect(requestTargetProblem('/blog/%C3%A7ekirdek')).toBeNull()
    expect(requestTargetProblem('/search?q=%20%25')).toBeNull()
  })
  it('refuses control characters, encoded or raw, in the path and the query', () => {
    expect(requestTargetProblem('/products/a%00')).toBe('control')
    expect(requestTargetProblem('/api/seo?page=a%00')).toBe('control')
    expect(requestTargetProblem('/x%0d%0aSet-Cookie:a')).toBe('control')
    expect(requestTargetProblem('/x%1F')).toBe('control')
    expect(requestTargetProblem('/x%7f')).toBe('control')
    expect(requestTargetProblem('/x\u0001')).toBe('control')
  })
  it('refuses broken escapes and bytes that are not UTF-8', () => {
    expect(requestTargetProblem('/x%')).toBe('encoding')
    expect(requestTargetProblem('/x%zz')).toBe('encoding')
    expect(requestTargetProblem('/x%E0%A4%A')).toBe('encoding')
    expect(requestTargetProblem('/x%ff')).toBe('encoding')
    expect(requestTargetProblem('/x?a=%c3')).toBe('encoding')
  })
  it('refuses anything but the origin form', () => {
    expect(requestTargetProblem('http://evil.example/')).toBe('encoding')
    expect(requestTargetProblem('*')).toBe('encoding')
  })
})
