import type { Page } from '@playwright/test'
import { homeContent } from '../../app/features/content/pages/home'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { initialPageContent } from '../support/page-content'
import { expect, test } from './fixtures'

type Dictionary = typeof en
const languages = [
  { lang: 'tr', path: '/', dict: tr as Dictionary },
  { lang: 'en', path: '/en', dict: en },
  { lang: 'de', path: '/de', dict: de as Dictionary },
] as const

/** The home page's section under its level-2 heading. */
const sectionOf = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) }).last()

for (const { lang, path, dict } of languages) {
  test(`home in ${lang}: hero, introduction, trial box, reasons, benefits, posts and closing call`, { tag: '@no-js' }, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const c = initialPageContent(homeContent, lang)
    const main = page.getByRole('main')

    // The hero: the built-in H1 (the seed sets none) turning with the second title.
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(dict.hero.title1)
    await expect(h1).toHaveAttribute('data-titles', JSON.stringify([dict.hero.title1, c.hero.title2]))
    await expect(main.getByText(c.hero.subtitle, { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: dict.hero.ctaProducts, exact: true })).toBeVisible()
    // The hero's quote button (the closing call has one too).
    await expect(main.getByRole('link', { name: dict.hero.ctaQuote, exact: true }).first()).toBeVisible()

    // The sections, in their order.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      c.intro.title,
      c.products.title,
      c.trial.title,
      c.whyUs.title,
      c.health.title,
      c.blog.title,
      c.cta.title,
    ])
    for (const text of [c.intro.lead.text, c.intro.text.text, c.trial.text.text]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible()
    }
    for (const subtitle of [c.products.subtitle, c.whyUs.subtitle, c.health.subtitle, c.blog.subtitle, c.cta.text]) {
      await expect(main.getByText(subtitle, { exact: true })).toBeVisible()
    }

    const trial = sectionOf(page, c.trial.title)
    await expect(trial.locator('li')).toContainText(c.trial.notes.map((note) => note.text))
    await expect(trial.locator('li')).toHaveCount(c.trial.notes.length)
    await expect(trial.getByRole('link', { name: dict.home.trial.cta, exact: true })).toBeVisible()

    const whyUs = sectionOf(page, c.whyUs.title)
    await expect(whyUs.getByRole('heading', { level: 3 })).toHaveText(c.whyUs.cards.map((card) => card.title))
    await expect(whyUs.locator('h3 + p')).toHaveText(c.whyUs.cards.map((card) => card.text))

    const health = sectionOf(page, c.health.title)
    await expect(health.getByRole('heading', { level: 3 })).toHaveText(c.health.items.map((item) => item.title))
    await expect(health.locator('h3 + p')).toHaveText(c.health.items.map((item) => item.text))

    const cta = sectionOf(page, c.cta.title)
    for (const name of [dict.cta.trial, dict.cta.quote, dict.cta.whatsapp]) {
      await expect(cta.getByRole('link', { name, exact: true })).toBeVisible()
    }
  })
}
