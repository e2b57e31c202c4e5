import type { Page } from '@playwright/test'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { expect, jsEnabled, test } from './fixtures'

/**
 * Every public form, in every language, with and without JavaScript: sent empty, then with bad
 * values, it shows only messages of the page's language (never one of another language's).
 */

const dictionaries = { tr, en, de }
type Lang = keyof typeof dictionaries
type Dict = (typeof dictionaries)[Lang]
const prefixes: Record<Lang, string> = { tr: '', en: '/en', de: '/de' }

/** A form's messages: its validation texts, the form rules' texts and the rate limit's. */
const messagesOf = (dict: Dict): string[] => [...Object.values(dict.validation), ...Object.values(dict.forms), dict.common.rateLimited]

/** A message as a pattern: an interpolated value ({{max}}) is any number. */
const asPattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '[\\d.,\\s]+')}$`)

interface FormCase {
  path: string
  formId: string
  submit: (dict: Dict) => string
  /** Bad values by field name. */
  invalid: Record<string, string>
  /** A message the bad values bring (waited for before reading). */
  invalidMessage: (dict: Dict) => string
}

const forms: Record<string, FormCase> = {
  quote: {
    path: '/rfq',
    formId: 'rfq-quote',
    submit: (d) => d.rfq.submit,
    invalid: { name: ' ', phone: '12', email: 'nope' },
    invalidMessage: (d) => d.validation.emailInvalid,
  },
  trial: {
    path: '/trial-package',
    formId: 'trial-request',
    submit: (d) => d.trial.submit,
    invalid: { fullName: 'A', phone: 'x', email: 'nope', 'selectedProducts[0].quantity': '0' },
    invalidMessage: (d) => d.validation.trialEmailInvalid,
  },
  contact: {
    path: '/contact',
    formId: 'contact-message',
    submit: (d) => d.contact.form.send,
    invalid: { name: 'A', email: 'nope', subject: ' ', message: 'short' },
    invalidMessage: (d) => d.validation.messageMin,
  },
}

async function expectOnlyPageLanguage(page: Page, lang: Lang, formId: string) {
  const own = messagesOf(dictionaries[lang])
  const ownSet = new Set(own)
  const foreign = Object.entries(dictionaries)
    .filter(([other]) => other !== lang)
    .flatMap(([, dict]) => messagesOf(dict))
    .filter((text) => !ownSet.has(text))
  const form = page.locator(`form#${formId}`)
  const shown = (await form.getByTestId('field-error').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
  expect(shown.length, 'the form shows its messages').toBeGreaterThan(0)
  const patterns = own.map(asPattern)
  for (const message of shown)
    expect(
      patterns.some((pattern) => pattern.test(message)),
      `"${message}" is a ${lang} message`,
    ).toBe(true)
  const text = await form.innerText()
  for (const message of foreign) expect(text, `a message of another language: ${message}`).not.toContain(message)
}

for (const lang of Object.keys(dictionaries) as Lang[]) {
  const dict = dictionaries[lang]
  for (const [name, form] of Object.entries(forms)) {
    test(`${lang} ${name} form: empty and bad input get messages in the page's language only`, async ({ page }, info) => {
      const response = await page.goto(`${prefixes[lang]}${form.path}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      if (jsEnabled(info)) await expect(page.locator(`form#${form.formId}[data-hydrated]`)).toHaveCount(1)
      const submit = page.locator(`form#${form.formId}`).getByRole('button', { name: form.submit(dict), exact: true })

      await submit.click()
      await expect(page.locator(`form#${form.formId}`).getByTestId('field-error').first()).toBeVisible()
      await expectOnlyPageLanguage(page, lang, form.formId)

      for (const [field, value] of Object.entries(form.invalid)) await page.locator(`form#${form.formId} [name="${field}"]`).fill(value)
      await submit.click()
      await expect(page.locator(`form#${form.formId}`).getByText(form.invalidMessage(dict), { exact: true }).first()).toBeVisible()
      await expectOnlyPageLanguage(page, lang, form.formId)
    })
  }
}
