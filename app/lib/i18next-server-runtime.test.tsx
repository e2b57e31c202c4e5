import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { expect, test } from 'vitest'
import { useTranslation } from './i18next-server-runtime'

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
