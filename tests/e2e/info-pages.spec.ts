import type { Page } from '@playwright/test'
import { legalTextVersions } from '../../app/features/content/legal-pages'
import { contentPages } from '../../app/features/content/pages'
import { faqContent } from '../../app/features/content/pages/faq'
import { customersContent } from '../../app/features/content/pages/legal'
import { rfqContent } from '../../app/features/content/pages/rfq'
import { trialContent } from '../../app/features/content/pages/trial'
import { initialFacts, siteSettings } from '../../app/features/content/site-settings'
import { localeTags } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { initialPageContent } from '../support/page-content'
import { expect, test } from './fixtures'

const languages = [
  { lang: 'tr', prefix: '', dict: tr },
  { lang: 'en', prefix: '/en', dict: en },
  { lang: 'de', prefix: '/de', dict: de },
] as const

type Dictionary = (typeof languages)[number]['dict']
const legalPages = ['terms', 'privacy', 'returns', 'seller', 'customers', 'trial-terms'] as const

async function openPage(page: Page, path: string, lang: string, title: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(await page.title(), 'document title from the page SEO (built-in fallback)').toContain(title)
}

/** Every JSON-LD object of the page (blocks may hold one object or a list). */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text): Record<string, unknown>[] => [JSON.parse(text)].flat())
}

for (const { lang, prefix, dict } of languages) {
  test.describe(`${lang}`, () => {
    test('FAQ: exclusive accordion, contact and chat links, FAQPage data', async ({ page }) => {
      await openPage(page, `${prefix}/faq`, lang, dict.faq.title)
      const faq = initialPageContent(faqContent, lang)
      const questions = faq.items.map((item) => item.question)
      const answers = faq.items.map((item) => item.answer.text)
      const items = page.getByRole('main').locator('details[name="faq"]')
      await expect(items).toHaveCount(questions.length)

      // The first answer is open; opening another closes it, natively (also without JavaScript).
      await expect(items.nth(0)).toHaveAttribute('open', '')
      await expect(page.getByText(answers[0])).toBeVisible()
      await items.nth(1).locator('summary').click()
      await expect(items.nth(1)).toHaveAttribute('open', '')
      await expect(page.getByText(answers[1])).toBeVisible()
      await expect(items.nth(0)).not.toHaveAttribute('open')
      await expect(page.getByText(answers[0])).toBeHidden()
      await items.nth(4).locator('summary').click()
      await expect(page.getByText(answers[4])).toBeVisible()
      await expect(page.getByText(answers[1])).toBeHidden()
      await expect(page.locator('details[name="faq"][open]')).toHaveCount(1)
      // Clicking the open item closes it.
      await items.nth(4).locator('summary').click()
      await expect(page.locator('details[name="faq"][open]')).toHaveCount(0)

      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: dict.faq.contactCta })).toHaveAttribute('href', `${prefix}/contact`)
      const chat = main.getByRole('link', { name: new RegExp(dict.faq.chatCta) })
      const chatUrl = new URL((await chat.getAttribute('href'))!)
      expect(chatUrl.hostname).toBe('wa.me')
      expect(chatUrl.searchParams.get('text')).toBe(dict.common.whatsappGreeting)

      const faqPage = (await structuredData(page)).find((d) => d['@type'] === 'FAQPage') as {
        mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[]
      }
      expect(faqPage.mainEntity).toHaveLength(questions.length)
      expect(faqPage.mainEntity.map((q) => q.name)).toEqual(questions)
      expect(faqPage.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers)
    })

    for (const name of legalPages) {
      test(`/${name}: title, date line and every section; one founding year`, { tag: '@no-js' }, async ({ page }) => {
        const texts: Dictionary['legal'][typeof name] = dict.legal[name]
        const content = initialPageContent(contentPages[name], lang)
        await openPage(page, `${prefix}/${name}`, lang, texts.title)
        const main = page.getByRole('main')
        // The day the text last changed, in the page's language (never a fixed year).
        const day = new Date(`${legalTextVersions[name].updated}T12:00:00Z`)
        const date = new Intl.DateTimeFormat(localeTags[lang], { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(day)
        await expect(main.getByText(texts.updated.replace('{{date}}', date), { exact: true })).toBeVisible()
        const titles = content.sections.map((section) => section.title)
        expect(titles.length).toBeGreaterThan(3)
        await expect(main.getByRole('heading', { level: 2 })).toHaveText(
          name === 'seller' ? [...titles, dict.legal.identity.title] : titles,
        )
        if (name === 'seller') {
          // Who sells, from configuration (the test servers set every field).
          const identity = main.getByTestId('legal-identity')
          for (const [label, value] of [
            [dict.legal.identity.name, 'Aydın Kuru İncir Tarım Ürünleri Ltd. Şti.'],
            [dict.legal.identity.taxOffice, 'Aydın'],
            [dict.legal.identity.taxNumber, '1234567890'],
            [dict.legal.identity.tradeRegistryNumber, 'Köşk 1234'],
            [dict.legal.identity.responsiblePerson, 'Ayşe Yılmaz'],
          ]) {
            await expect(identity.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value)
          }
        }
        for (const section of content.sections) await expect(main.getByText(section.text.text)).toBeVisible()
        const stats = name === 'customers' ? initialPageContent(customersContent, lang).stats : []
        for (const stat of stats) await expect(main.getByText(stat.value, { exact: true })).toBeVisible()
        expect(await page.content()).not.toContain('1950')
        await expect(page.getByRole('navigation', { name: dict.nav.breadcrumb }).getByText(texts.title)).toBeVisible()
      })
    }

    test('/customers shows the four figures', { tag: '@no-js' }, async ({ page }) => {
      await openPage(page, `${prefix}/customers`, lang, dict.legal.customers.title)
      const figures = page.getByRole('main').locator('dl > div')
      await expect(figures).toHaveCount(4)
      // The customers' figure is the site settings' fact, the one the about page states too.
      await expect(figures.first()).toContainText(`${initialFacts().customers}+`)
      await expect(page.getByRole('main')).toContainText('25+')
    })

    test('contact: information, hours, map and the place of the form', { tag: '@no-js' }, async ({ page }) => {
      await openPage(page, `${prefix}/contact`, lang, dict.contact.title)
      const main = page.getByRole('main')
      const info = main.getByRole('region', { name: dict.contact.info.title })
      await expect(info.locator('a[href^="tel:+"]')).toBeVisible()
      await expect(info.locator('a[href^="mailto:"]')).toBeVisible()
      const messaging = info.locator('a[href^="https://wa.me/"]')
      await expect(messaging).toHaveAttribute('target', '_blank')
      expect(new URL((await messaging.getAttribute('href'))!).searchParams.get('text')).toBe(dict.common.whatsappGreeting)

      const hours = main.getByRole('region', { name: dict.contact.hours.title })
      const settings = initialPageContent(siteSettings, lang)
      await expect(hours.getByRole('listitem')).toHaveText(settings.hours.lines.map((line) => line.text))
      // The hours' time zone, below them.
      await expect(hours.getByText(settings.hours.timeZone)).toBeVisible()

      const location = main.getByRole('region', { name: dict.contact.location.title })
      await expect(location.getByText('Köşk, Aydın, Türkiye', { exact: true })).toBeVisible()
      // The map of another host comes only on request (tests/e2e/third-party-requests.spec.ts): a preview of our own first.
      await expect(location.locator('iframe')).toHaveCount(0)
      await expect(location.getByTestId('map-preview')).toContainText(dict.contact.location.consentText)
      const openInMaps = location.getByRole('link', { name: new RegExp(dict.contact.location.openInMaps) })
      await expect(openInMaps).toHaveAttribute('target', '_blank')
      await expect(openInMaps).toHaveAttribute('rel', /noopener/)
      await expect(openInMaps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)

      const form = main.getByRole('region', { name: dict.contact.form.title })
      await expect(form).toHaveAttribute('id', 'contact-form')
      // The form itself: tests/e2e/trial-contact-forms.spec.ts.
      await expect(form.getByLabel(dict.contact.form.message, { exact: true })).toBeVisible()
    })

    test('rfq: explanatory text with localized links, structured data', { tag: '@no-js' }, async ({ page }) => {
      const c = initialPageContent(rfqContent, lang)
      await openPage(page, `${prefix}/rfq`, lang, dict.rfq.title)
      const main = page.getByRole('main')
      await expect(main.getByText(dict.rfq.subtitle)).toBeVisible()
      await expect(main.getByRole('region', { name: dict.rfq.formTitle })).toBeVisible()
      const explanation = main.getByRole('region', { name: c.title })
      await expect(explanation.getByRole('heading', { level: 2 })).toHaveText(c.title)
      await expect(explanation.getByRole('heading', { level: 3 })).toHaveText([...c.sections.map((s) => s.title), c.links.title])
      // Every paragraph, the years in trade placed as a figure.
      const paragraphs = [c.intro, ...c.sections.map((s) => s.text)].flatMap((text) => text.text.split('\n\n'))
      await expect(explanation.locator('p')).toHaveText(paragraphs)
      expect(paragraphs.join(' ')).not.toContain('{{')
      const links = [
        [c.links.products, '/products'],
        [c.links.calibration, '/calibration'],
        [c.links.quality, '/quality'],
        [c.links.origin, '/origin'],
      ] as const
      for (const [name, path] of links) await expect(main.getByRole('link', { name })).toHaveAttribute('href', `${prefix}${path}`)

      const data = await structuredData(page)
      const types = data.map((d) => d['@type'])
      for (const type of ['Organization', 'WebPage', 'Service', 'BreadcrumbList']) expect(types).toContain(type)
      const breadcrumb = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
      expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual([dict.nav.home, dict.rfq.seo.breadcrumbQuote])
      const service = data.find((d) => d['@type'] === 'Service')!
      expect(service.name).toBe(dict.rfq.seo.serviceName)
    })

    test('trial package: place of the form and the four steps', { tag: '@no-js' }, async ({ page }) => {
      const { steps: s } = initialPageContent(trialContent, lang)
      await openPage(page, `${prefix}/trial-package`, lang, dict.trial.title)
      const main = page.getByRole('main')
      await expect(main.getByText(dict.trial.subtitle)).toBeVisible()
      await expect(main.getByRole('region', { name: dict.trial.formTitle })).toBeVisible()
      const region = main.getByRole('region', { name: s.title })
      await expect(region.getByText(s.subtitle, { exact: true })).toBeVisible()
      const steps = region.getByRole('listitem')
      await expect(steps).toHaveCount(s.items.length)
      for (const [i, step] of s.items.entries()) {
        await expect(steps.nth(i).locator('span[aria-hidden="true"]')).toHaveText(String(i + 1))
        await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.title)
        await expect(steps.nth(i)).toContainText(step.text)
      }
    })
  })
}
