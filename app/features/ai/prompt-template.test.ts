import { describe, expect, test } from 'vitest'
import { fillTemplate, templateVariables } from './prompt-template'

describe('templateVariables', () => {
  test('lists each variable once, in order of first appearance', () => {
    expect(templateVariables('Write about {{topic}} for {{audience}}; again {{topic}} and {{ count }}.')).toEqual([
      'topic',
      'audience',
      'count',
    ])
  })

  test('ignores text without double braces and malformed placeholders', () => {
    expect(templateVariables('No variables here')).toEqual([])
    expect(templateVariables('{topic} {{}} {{ 1abc }} {{two words}} { {x} }')).toEqual([])
  })

  test('finds variables across lines and next to each other', () => {
    expect(templateVariables('{{page}}{{title}}\n{{description}}')).toEqual(['page', 'title', 'description'])
  })
})

describe('fillTemplate', () => {
  test('fills known variables everywhere they appear', () => {
    expect(fillTemplate('{{productName}} — {{ productName }} ({{type}})', { productName: 'Lerida', type: 'LERIDA' })).toBe(
      'Lerida — Lerida (LERIDA)',
    )
  })

  test('leaves unknown variables as they are', () => {
    expect(fillTemplate('Topic: {{topic}}, market: {{market}}', { topic: 'Hasat' })).toBe('Topic: Hasat, market: {{market}}')
  })

  test('inserts values literally: no $ patterns, no second expansion, no inherited keys', () => {
    expect(fillTemplate('{{a}} {{b}}', { a: '$& $1 {{b}}', b: 'B' })).toBe('$& $1 {{b}} B')
    expect(fillTemplate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}')
  })

  test('an empty value empties the placeholder', () => {
    expect(fillTemplate('[{{title}}]', { title: '' })).toBe('[]')
  })
})
