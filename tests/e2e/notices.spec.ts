import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import en from '../../app/locales/en'
import { expect, jsEnabled, test } from './fixtures'

/**
 * The notice after an action (here: a sent contact message). Without JavaScript it is part of the
 * page's HTML and closes with its button; with JavaScript Radix Toast takes it over: 5 s on
 * screen, swiped right to dismiss, F8 moves to its region, one at a time.
 */

const form = en.contact.form
const toast = (page: Page) => page.getByTestId('toast')
const notices = (page: Page) => page.getByRole('region', { name: `${en.notices.region} (F8)` })
const noticesCode = (url: string) => /\/assets\/toast-notices-[\w-]+\.js$/.test(new URL(url).pathname)

async function fillContactForm(page: Page, info: TestInfo) {
  if (jsEnabled(info)) await expect(page.locator('form#contact-message[data-hydrated]')).toHaveCount(1)
  await page.getByLabel(form.name, { exact: true }).fill(`Notice ${info.project.name} ${Date.now()}`)
  await page.getByLabel(form.email, { exact: true }).fill('visitor@example.com')
  await page.getByLabel(form.subject, { exact: true }).fill('Samples')
  await page.getByLabel(form.message, { exact: true }).fill('Could you send us samples of your Lerida figs?')
}

/** The page passes the WCAG A/AA rules. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Sends the contact form natively (not through the page's script): the answer is a new document with the notice in its HTML. */
async function sendMessageAsDocument(page: Page, info: TestInfo) {
  await fillContactForm(page, info)
  await page.locator('form#contact-message').evaluate((element) => (element as HTMLFormElement).submit())
}

/** Sends the contact form as a visitor does, and leaves the pointer away from the notice (pointing at it pauses it). */
async function sendMessage(page: Page, info: TestInfo) {
  await fillContactForm(page, info)
  await page.getByRole('button', { name: form.send }).click()
  await expect(toast(page)).toContainText(en.contact.success.title)
  await page.mouse.move(5, page.viewportSize()!.height - 5)
}

test(
  'without JavaScript the notice is in the page after the redirect, once, never cached, and closes',
  { tag: '@no-js' },
  async ({ page }, info) => {
    await page.goto('/en/contact')
    const shown = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/en/contact' && response.request().method() === 'GET',
    )
    await fillContactForm(page, info)
    await page.getByRole('button', { name: form.send }).click()
    const response = await shown
    expect(response.headers()['cache-control']).toMatch(/no-store/)
    expect(await response.text()).toContain(en.contact.success.title)

    const region = page.getByRole('region', { name: en.notices.region })
    await expect(region.getByRole('status')).toContainText(en.contact.success.title)
    await expect(region.getByRole('status')).toContainText(en.contact.success.text)
    await expect(toast(page)).toHaveAttribute('data-variant', 'default')
    // The close button is the summary of a <details open>: it works without a script.
    await region.getByLabel(en.notices.close).click()
    await expect(toast(page)).toBeHidden()

    // Shown once: the next view of the page has none.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.title)
    await expect(toast(page)).toHaveCount(0)
  },
)

// Radix Toast runs in the browser.
test.describe('with JavaScript', { tag: '@js' }, () => {
  test('a page without a notice does not download the notices’ code; one with a notice does', async ({ page }, info) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/en/contact', { waitUntil: 'networkidle' })
    expect(requested.filter(noticesCode)).toEqual([])
    await sendMessage(page, info)
    await expect(notices(page).getByTestId('toast')).toBeVisible()
    expect(requested.filter(noticesCode)).toHaveLength(1)
  })

  test('the notice of a sent message shows in the notices’ region and leaves after 5 seconds', async ({ page }, info) => {
    await page.goto('/en/contact')
    await sendMessage(page, info)
    const notice = notices(page).getByTestId('toast')
    await expect(notice).toBeVisible()
    const shownAt = Date.now()
    await expect(notice.getByRole('status')).toContainText(en.contact.success.title)
    await expect(notice).toHaveAttribute('data-variant', 'default')
    await expect(notice).toContainText(en.contact.success.text)
    await expect(notice.getByRole('button', { name: en.notices.close })).toBeVisible()

    await expect(notice).toBeHidden({ timeout: 10_000 })
    const shownFor = Date.now() - shownAt
    expect(shownFor).toBeGreaterThan(3_500)
    expect(shownFor).toBeLessThan(8_000)
  })

  test('F8 moves the focus to the notices’ region, which then keeps the notice', async ({ page }, info) => {
    // The page's timers run on Playwright's clock, so the notice's 5 seconds can pass at once.
    await page.clock.install()
    await page.goto('/en/contact')
    await sendMessage(page, info)
    await expect(notices(page).getByTestId('toast')).toBeVisible()
    await page.keyboard.press('F8')
    await expect(notices(page).getByRole('list')).toBeFocused()
    // The focus inside pauses the 5 seconds; Tab reaches the close button, which closes it.
    await page.clock.runFor(5_500)
    await expect(toast(page)).toHaveAttribute('data-state', 'open')
    await expect(toast(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(notices(page).getByRole('button', { name: en.notices.close })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast(page)).toBeHidden()
  })

  test('a swipe to the right of more than 50 px dismisses the notice; a shorter one does not', async ({ page }, info) => {
    await page.goto('/en/contact')
    await sendMessage(page, info)
    const notice = notices(page).getByTestId('toast')
    await expect(notice).toBeVisible()
    const box = (await notice.boundingBox())!
    const x = box.x + 40
    const y = box.y + box.height / 2
    const drag = async (distance: number) => {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x + distance, y, { steps: 8 })
      await page.mouse.up()
    }
    await drag(30)
    await expect(notice).toBeVisible()
    await expect(notice).not.toHaveAttribute('data-swipe', 'move')
    await drag(120)
    await expect(notice).toBeHidden({ timeout: 2_000 })
  })

  test('a second notice replaces the first: one at a time', async ({ page }, info) => {
    await page.goto('/en/contact')
    await sendMessage(page, info)
    await expect(notices(page).getByTestId('toast')).toBeVisible()
    await toast(page).evaluate((element) => element.setAttribute('data-first', ''))

    await sendMessage(page, info)
    await expect(page.locator('[data-first]')).toHaveCount(0)
    await expect(toast(page)).toHaveCount(1)
    await expect(notices(page).getByTestId('toast')).toContainText(en.contact.success.title)
  })

  test('the server’s notice is replaced by the library’s without a frame without it or with two', async ({ page }, info) => {
    // What each frame shows: the tag names of the visible notices.
    await page.addInitScript(() => {
      const frames: string[] = []
      Object.assign(window, { noticeFrames: frames })
      const record = () => {
        const shown = [...document.querySelectorAll('[data-testid="toast"]')].filter((element) => element.checkVisibility())
        frames.push(shown.map((element) => element.tagName).join(','))
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.goto('/en/contact')
    await sendMessageAsDocument(page, info)
    await expect(notices(page).getByTestId('toast')).toContainText(en.contact.success.title)
    await expect(notices(page).locator('li[data-testid="toast"]')).toBeVisible()

    const frames = await page.evaluate(() => (window as unknown as { noticeFrames: string[] }).noticeFrames)
    const fromFirstNotice = frames.slice(frames.findIndex((frame) => frame !== ''))
    const untilLibrary = fromFirstNotice.slice(0, fromFirstNotice.indexOf('LI') + 1)
    expect(untilLibrary[0]).toBe('DETAILS')
    expect(untilLibrary.at(-1)).toBe('LI')
    expect(new Set(untilLibrary)).toEqual(new Set(['DETAILS', 'LI']))
  })

  test('a page with the library’s notice passes the accessibility rules', async ({ page }, info) => {
    await page.goto('/en/contact')
    await sendMessage(page, info)
    await expect(notices(page).locator('li[data-testid="toast"]')).toBeVisible()
    await expect(notices(page).getByRole('status')).toContainText(en.contact.success.title)
    await expectAccessible(page)
  })

  test('when the notices’ code cannot be downloaded, the server’s notice stays, accessible, and closes', async ({ page }, info) => {
    await page.route(/\/assets\/toast-notices-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/en/contact')
    await sendMessageAsDocument(page, info)
    // The rest of the page runs (the form is hydrated); the notice is the server's HTML.
    await expect(page.locator('form#contact-message[data-hydrated]')).toHaveCount(1)
    const region = page.getByRole('region', { name: en.notices.region, exact: true })
    await expect(region.getByRole('status')).toContainText(en.contact.success.title)
    await expectAccessible(page)
    await region.getByLabel(en.notices.close).click()
    await expect(toast(page)).toBeHidden()
  })
})
