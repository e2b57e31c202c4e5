import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import en from '../../app/locales/en'
import { createLeadWithPrivateLink } from '../support/factories'
import { type Db, expect, jsEnabled, test } from './fixtures'

/**
 * The notice after an action (here: a buyer's question sent at a private link; the lead forms
 * confirm on their own page instead). Without JavaScript it is part of the page's HTML and closes
 * with its button; with JavaScript Radix Toast takes it over: 5 s on screen, swiped right to
 * dismiss, F8 moves to its region, one at a time.
 */

const sentTitle = en.requests.notices.messageSent
const sentText = en.requests.notices.messageSentDescription
const toast = (page: Page) => page.getByTestId('toast')
const notices = (page: Page) => page.getByRole('region', { name: `${en.notices.region} (F8)` })
const noticesCode = (url: string) => /\/assets\/toast-notices-[\w-]+\.js$/.test(new URL(url).pathname)
const messageForm = (page: Page) => page.getByRole('form', { name: en.requests.message.heading })

/** A buyer's private page (a new request with its link); returns its path. */
async function privatePage(db: Db) {
  const { token } = await createLeadWithPrivateLink(db.prisma, { name: `Notice ${Date.now()}`, locale: 'en' })
  return `/en/requests/${token}`
}

/** Opens a new private page; with JavaScript, once its router runs (before that a submit is the document's). */
async function openPrivatePage(page: Page, db: Db, info: TestInfo) {
  const path = await privatePage(db)
  await page.goto(path)
  if (jsEnabled(info))
    await expect.poll(() => page.evaluate(() => '__reactRouterDataRouter' in window), { message: 'the page is hydrated' }).toBe(true)
  return path
}

async function fillQuestion(page: Page, info: TestInfo) {
  await messageForm(page)
    .getByRole('textbox', { name: en.requests.message.body })
    .fill(`Do you ship to Bremen? (${info.project.name} ${Date.now()})`)
}
/** The page passes the WCAG A/AA rules. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Sends the question natively (not through the page's script): the answer is a new document with the notice in its HTML. */
async function sendMessageAsDocument(page: Page, info: TestInfo) {
  await fillQuestion(page, info)
  // The answer is a new document: nothing is read from the page until it has loaded, since the old
  // page's context goes away with the navigation.
  const loaded = page.waitForEvent('load')
  await messageForm(page).evaluate((element) => {
    const form = element as HTMLFormElement
    const intent = Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: 'message' })
    form.append(intent)
    form.submit()
  })
  await loaded
}

/** Sends the question as a buyer does, and leaves the pointer away from the notice (pointing at it pauses it). */
async function sendMessage(page: Page, info: TestInfo) {
  await fillQuestion(page, info)
  await messageForm(page).getByRole('button', { name: en.requests.message.submit }).click()
  await expect(toast(page)).toContainText(sentTitle)
  await page.mouse.move(5, page.viewportSize()!.height - 5)
}

test(
  'without JavaScript the notice is in the page after the redirect, once, never cached, and closes',
  { tag: '@no-js' },
  async ({ page, db }, info) => {
    const path = await openPrivatePage(page, db, info)
    const shown = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'GET')
    await fillQuestion(page, info)
    await messageForm(page).getByRole('button', { name: en.requests.message.submit }).click()
    const response = await shown
    expect(response.headers()['cache-control']).toMatch(/no-store/)
    expect(await response.text()).toContain(sentTitle)

    const region = page.getByRole('region', { name: en.notices.region })
    await expect(region.getByRole('status')).toContainText(sentTitle)
    await expect(region.getByRole('status')).toContainText(sentText)
    await expect(toast(page)).toHaveAttribute('data-variant', 'default')
    // The close button is the summary of a <details open>: it works without a script.
    await region.getByLabel(en.notices.close).click()
    await expect(toast(page)).toBeHidden()

    // Shown once: the next view of the page has none.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(toast(page)).toHaveCount(0)
  },
)

// Radix Toast runs in the browser.
test.describe('with JavaScript', { tag: '@js' }, () => {
  test('a page without a notice does not download the notices’ code; one with a notice does', async ({ page, db }, info) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await openPrivatePage(page, db, info)
    await page.waitForLoadState('networkidle')
    expect(requested.filter(noticesCode)).toEqual([])
    await sendMessage(page, info)
    await expect(notices(page).getByTestId('toast')).toBeVisible()
    expect(requested.filter(noticesCode)).toHaveLength(1)
  })

  test('the notice of a sent message shows in the notices’ region and leaves after 5 seconds', async ({ page, db }, info) => {
    await openPrivatePage(page, db, info)
    await sendMessage(page, info)
    const notice = notices(page).getByTestId('toast')
    await expect(notice).toBeVisible()
    const shownAt = Date.now()
    await expect(notice.getByRole('status')).toContainText(sentTitle)
    await expect(notice).toHaveAttribute('data-variant', 'default')
    await expect(notice).toContainText(sentText)
    await expect(notice.getByRole('button', { name: en.notices.close })).toBeVisible()

    await expect(notice).toBeHidden({ timeout: 10_000 })
    const shownFor = Date.now() - shownAt
    expect(shownFor).toBeGreaterThan(3_500)
    expect(shownFor).toBeLessThan(8_000)
  })

  test('F8 moves the focus to the notices’ region, which then keeps the notice', async ({ page, db }, info) => {
    // The page's timers run on Playwright's clock, so the notice's 5 seconds can pass at once.
    await page.clock.install()
    await openPrivatePage(page, db, info)
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

  test('a swipe to the right of more than 50 px dismisses the notice; a shorter one does not', async ({ page, db }, info) => {
    await openPrivatePage(page, db, info)
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

  test('a second notice replaces the first: one at a time', async ({ page, db }, info) => {
    await openPrivatePage(page, db, info)
    await sendMessage(page, info)
    await expect(notices(page).getByTestId('toast')).toBeVisible()
    await toast(page).evaluate((element) => element.setAttribute('data-first', ''))

    await sendMessage(page, info)
    await expect(page.locator('[data-first]')).toHaveCount(0)
    await expect(toast(page)).toHaveCount(1)
    await expect(notices(page).getByTestId('toast')).toContainText(sentTitle)
  })

  test('the server’s notice is replaced by the library’s without a frame without it or with two', async ({ page, db }, info) => {
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
    await openPrivatePage(page, db, info)
    await sendMessageAsDocument(page, info)
    await expect(notices(page).getByTestId('toast')).toContainText(sentTitle)
    await expect(notices(page).locator('li[data-testid="toast"]')).toBeVisible()

    const frames = await page.evaluate(() => (window as unknown as { noticeFrames: string[] }).noticeFrames)
    const fromFirstNotice = frames.slice(frames.findIndex((frame) => frame !== ''))
    const untilLibrary = fromFirstNotice.slice(0, fromFirstNotice.indexOf('LI') + 1)
    expect(untilLibrary[0]).toBe('DETAILS')
    expect(untilLibrary.at(-1)).toBe('LI')
    expect(new Set(untilLibrary)).toEqual(new Set(['DETAILS', 'LI']))
  })

  test('a page with the library’s notice passes the accessibility rules', async ({ page, db }, info) => {
    await openPrivatePage(page, db, info)
    await sendMessage(page, info)
    await expect(notices(page).locator('li[data-testid="toast"]')).toBeVisible()
    await expect(notices(page).getByRole('status')).toContainText(sentTitle)
    await expectAccessible(page)
  })

  test('when the notices’ code cannot be downloaded, the server’s notice stays, accessible, and closes', async ({ page, db }, info) => {
    await page.route(/\/assets\/toast-notices-[\w-]+\.js$/, (route) => route.abort())
    await openPrivatePage(page, db, info)
    await sendMessageAsDocument(page, info)
    // The rest of the page runs (the router is back); the notice is the server's HTML.
    await expect.poll(() => page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true)
    const region = page.getByRole('region', { name: en.notices.region, exact: true })
    await expect(region.getByRole('status')).toContainText(sentTitle)
    await expectAccessible(page)
    await region.getByLabel(en.notices.close).click()
    await expect(toast(page)).toBeHidden()
  })
})
