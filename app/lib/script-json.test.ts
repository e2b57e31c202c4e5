import { expect, test } from 'vitest'
import { scriptJson } from './script-json'

test('the JSON cannot end its script element', () => {
  const json = scriptJson({ text: '</script><script>alert(1)</script><!--' })
  expect(json).not.toContain('<')
  expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' })
})
