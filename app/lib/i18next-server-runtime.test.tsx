import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { expect, test } from 'vitest'
import { useTranslation } from './i18next-server-runtime'
import { textUsage, usedTexts } from './i18next-texts'

function Greeting({ seen }: { seen: unknown[] }) {
  const translation = useTranslation()
  seen.push(translation)
  return <p>{translation.t('nav.home' as never)}</p>
}

test('the server render translates in the instance language and hands every component the same translation', async () => {
  const i18n = i18next.createInstance()
  await i18n.init({ lng: 'de', resources: { de: { translation: { nav: { home: 'Startseite' } } } }, initAsync: false })
  const seen: unknown[] = []
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Greeting seen={seen} />
      <Greeting seen={seen} />
    </I18nextProvider>,
  )
  expect(html).toBe('<p>Startseite</p><p>Startseite</p>')
  expect(seen).toHaveLength(2)
  expect(seen[0]).toBe(seen[1])
  expect(() => renderToString(<Greeting seen={[]} />)).toThrow(/I18nextProvider/)
  const Prefixed = () => <p>{(useTranslation as (ns: string) => { t: (key: string) => string })('nav').t('home')}</p>
  expect(() =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Prefixed />
      </I18nextProvider>,
    ),
  ).toThrow(/no arguments/)
})

test('a plain lookup is remembered per dictionary set and language, and still counts as used by each page', async () => {
  const resources = { de: { translation: { nav: { home: 'Startseite', blog: 'Blog' } } } }
  const page = async () => {
    const i18n = i18next.createInstance()
    i18n.use(textUsage)
    await i18n.init({ lng: 'de', resources, postProcess: textUsage.name, initAsync: false })
    return i18n
  }
  const Home = () => <p>{useTranslation().t('nav.home' as never)}</p>
  const render = (i18n: typeof i18next) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Home />
      </I18nextProvider>,
    )
  /** Counts the instance's own dictionary lookups. */
  const counted = (i18n: typeof i18next) => {
    const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator
    const translate = translator.translate.bind(translator)
    const count = { lookups: 0 }
    translator.translate = (...args: unknown[]) => {
      count.lookups++
      return translate(...args)
    }
    return count
  }
  const first = await page()
  const firstCount = counted(first)
  expect(render(first)).toBe('<p>Startseite</p>')
  expect(firstCount.lookups).toBe(1)
  // The second page's lookup is answered from memory, yet it is among that page's texts too.
  const second = await page()
  const secondCount = counted(second)
  expect(render(second)).toBe('<p>Startseite</p>')
  expect(secondCount.lookups).toBe(0)
  expect(usedTexts(second)).toEqual({ nav: { home: 'Startseite' } })

  // Another dictionary set with the same language and key is not mixed up with it.
  const other = i18next.createInstance()
  await other.init({ lng: 'de', resources: { de: { translation: { nav: { home: 'Anfang' } } } }, initAsync: false })
  expect(render(other)).toBe('<p>Anfang</p>')
})
