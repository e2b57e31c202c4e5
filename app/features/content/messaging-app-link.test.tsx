import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { expect, test } from 'vitest'
import de from '~/locales/de'
import { MessagingAppLink } from './messaging-app-link'

test('a chat link opens in a new tab with the greeting, and tells a screen reader so in the page’s language', async () => {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } })
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MessagingAppLink number="905321234567" className="link">
        Chat
      </MessagingAppLink>
    </I18nextProvider>,
  )
  const link = /<a ([^>]*)>Chat<\/a>/.exec(html)?.[1] ?? ''
  expect(link).toContain(`href="https://wa.me/905321234567?text=${encodeURIComponent(de.common.whatsappGreeting)}"`)
  expect(link).toContain('target="_blank"')
  expect(link).toContain('rel="noopener noreferrer"')
  const described = /aria-describedby="([^"]+)"/.exec(link)?.[1]
  expect(described).toBeTruthy()
  // The description is the hidden note beside the link (the link's name stays its text).
  expect(html).toContain(`<span id="${described}" class="hidden">${de.common.opensInNewTab}</span>`)
})
