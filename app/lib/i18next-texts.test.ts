import i18next from 'i18next'
import { expect, test } from 'vitest'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { textUsage, usedTexts } from './i18next-texts'

async function instance(lng: 'tr' | 'en') {
  const i18n = i18next.createInstance({
    resources: { tr: { translation: tr }, en: { translation: en } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    postProcess: textUsage.name,
  })
  await i18n.use(textUsage).init({ lng })
  return i18n
}

test('a render sends the texts it looked up, in its language, and no others', async () => {
  const page = await instance('en')
  const other = await instance('tr')
  page.t('nav.home')
  page.t('legal.terms.title')
  page.t('blog.minutesRead', { minutes: 3 })
  page.t('faq', { returnObjects: true })
  // Keys no dictionary has (a typo, a text below a text) are not sent.
  const anyKey = page.t as unknown as (key: string) => string
  anyKey('noSuchSection.text')
  anyKey('nav.home.deeper')
  other.t('rfq.title')
  expect(usedTexts(page)).toEqual({
    blog: { minutesRead: en.blog.minutesRead },
    faq: en.faq,
    legal: { terms: { title: en.legal.terms.title } },
    nav: { home: en.nav.home },
  })
  expect(usedTexts(other)).toEqual({ rfq: { title: tr.rfq.title } })
  expect(usedTexts(await instance('en'))).toEqual({})
})
