/**
 * "Türkçeden çevir (YZ)" with the real OpenAI client against the local fake server: only the
 * missing and outdated texts of the language are sent and filled, and a failure changes nothing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASIS_KEY, initialDocument, nextBasis } from '~/features/content/content-document'
import { contentPages } from '~/features/content/pages'
import type * as Translate from '~/features/content/translate.server'
import { fakeOpenAiEnv, startFakeOpenAi } from '../support/fake-openai-server'

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
let translate: typeof Translate

beforeAll(async () => {
  fake = await startFakeOpenAi()
  Object.assign(process.env, fakeOpenAiEnv(fake.baseURL))
  translate = await import('~/features/content/translate.server')
})
afterAll(() => fake.close())

const about = contentPages.about

/** The about page with its Turkish mission title changed (its translations now outdated) and the English vision text left empty. */
function editedAbout(marker: string) {
  const first = initialDocument(about)
  const stored = { ...first, [BASIS_KEY]: nextBasis(about, first, {}, first) }
  const document = structuredClone(first)
  document.mission.title.tr = `Misyonumuz ${marker}`
  document.vision.text.en = ''
  return { stored, document }
}

test('the missing and outdated English texts are sent with their Turkish text, and filled from the answer', async () => {
  const { stored, document } = editedAbout('m1')
  fake.respond({
    match: 'Misyonumuz m1',
    json: {
      translations: [
        { id: 'mission.title', text: 'Our mission m1' },
        { id: 'vision.text', text: 'To be a trusted\n\nsupplier.' },
        { id: 'story.title', text: 'Not asked for' },
      ],
    },
  })
  const result = await translate.translateMissingTexts(about, document, stored, 'en')
  expect(result.translated).toEqual(['Misyonumuz › Başlık', 'Vizyonumuz › Metin'])
  const translated = result.document as typeof document
  expect(translated.mission.title.en).toBe('Our mission m1')
  expect(translated.vision.text.en).toBe('To be a trusted\n\nsupplier.')
  // A text nobody asked for stays as it was; German is untouched.
  expect(translated.story.title.en).toBe(document.story.title.en)
  expect(translated.mission.title.de).toBe(document.mission.title.de)

  const [request] = fake.requests('Misyonumuz m1')
  const sent = JSON.stringify(request.body)
  expect(sent).toContain('Target language: English')
  expect(sent).toContain('mission.title')
  expect(sent).toContain('vision.text')
  expect(sent).not.toContain('story.title')
})

test('nothing to translate, a failed call, or an answer for none of the texts: an error in Turkish, no document', async () => {
  const first = initialDocument(about)
  await expect(translate.translateMissingTexts(about, first, null, 'de')).rejects.toThrow(
    'Çevrilecek eksik ya da güncel olmayan metin yok.',
  )

  const { stored, document } = editedAbout('m2')
  fake.respond({ match: 'Misyonumuz m2', behaviour: 'timeout' })
  await expect(translate.translateMissingTexts(about, document, stored, 'de')).rejects.toMatchObject({ status: 504 })

  const other = editedAbout('m3')
  fake.respond({ match: 'Misyonumuz m3', json: { translations: [{ id: 'nope', text: 'x' }] } })
  await expect(translate.translateMissingTexts(about, other.document, other.stored, 'de')).rejects.toThrow(/hiçbirinin çevirisi yok/)
})
