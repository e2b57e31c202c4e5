import { describe, expect, test } from 'vitest'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { dictionaryScopeViolations } from './dictionary-scope-rule'

const source = (dictionary: object) => JSON.stringify(dictionary, null, 2)

describe('what the dictionaries may hold', () => {
  test.each([
    ['tr', tr],
    ['en', en],
    ['de', de],
  ])('the %s dictionary holds interface words and SEO texts only', (_, dictionary) => {
    expect(dictionaryScopeViolations('app/locales/x.ts', dictionary, source(dictionary))).toEqual([])
  })

  test('a page text, a numbered text and an unnamed section are refused, each at its line', () => {
    const dictionary = {
      nav: { home: 'Ana Sayfa' },
      about: { heading: 'Hakkımızda', story: { title: 'Hikayemiz' } },
      faq: { title: 'S.S.S.', q1: 'Soru?' },
      rfq: { content: { p4: 'Metin' } },
      journey: { title: 'Yolculuğumuz' },
    }
    const text = source(dictionary)
    const found = dictionaryScopeViolations('app/locales/tr.ts', dictionary, text)
    expect(found.map((v) => [v.line, v.message])).toEqual([
      [text.split('\n').findIndex((line) => line.includes('"story"')) + 2, expect.stringContaining('"about.story.title" is page content')],
      [text.split('\n').findIndex((line) => line.includes('"q1"')) + 1, expect.stringContaining('"faq.q1" is a numbered text')],
      [text.split('\n').findIndex((line) => line.includes('"p4"')) + 1, expect.stringContaining('"rfq.content.p4" is a numbered text')],
      [text.split('\n').findIndex((line) => line.includes('"journey"')) + 1, expect.stringContaining('Section "journey" is not named')],
    ])
    expect(found.every((v) => v.rule === 'architecture/dictionaryScope' && v.file === 'app/locales/tr.ts')).toBe(true)
  })
})
