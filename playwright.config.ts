import { defineConfig } from '@playwright/test'
import { chromiumInstallHint, findChromium } from './tests/support/chromium.ts'
import { e2eServerLogFile } from './tests/support/e2e-server-log.ts'

const port = Number(process.env.E2E_PORT ?? 3101)
/** The admin tests change products, posts and leads: they get a server and database of their own. */
const adminPort = port + 1
/** The site's two test servers, whose logs are checked after the run (tests/support/e2e-log-check.ts). */
export const e2eServerPorts = [port, adminPort]
const adminSpecs = /admin-.*\.spec\.ts$/
/** Tags that pick one JavaScript mode for a test (see `projects`). */
const onlyWithJs = /@js\b/
const onlyWithoutJs = /@no-js\b/
/** Stands in for the AI provider in the admin tests (tests/support/fake-openai-server.ts). */
const fakeOpenAiPort = port + 2
/** Receives the admin server's e-mails (tests/support/smtp-main.ts); its mails are read over HTTP. */
export const smtpSinkPort = port + 3
export const smtpSinkHttpPort = port + 4
const chromiumPath = findChromium()
if (!chromiumPath) throw new Error(`Chromium not found: ${chromiumInstallHint}.`)

export default defineConfig({
  testDir: 'tests/e2e',
  // After the last test: no password, visitor e-mail, session or token in the servers' logs.
  globalTeardown: './tests/support/e2e-log-check.ts',
  fullyParallel: true,
  // Tests mostly wait on pages and servers: more workers than cores keep the cores busy (Playwright's
  // default, half the cores, is a single worker on a 2-core machine). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Four browsers on two cores are slow to hydrate: generous limits keep the suite from failing on load alone
  // (a starved browser was seen taking 9–10 s from a form's answer to showing its notice).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: (process.env.E2E_TRACE ?? 'retain-on-failure') as 'off',
    // Headless Chromium announces itself as a bot; visitors' browsers do not.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  // Every test runs with JavaScript on and off unless a tag picks one mode:
  // - `@js`: needs scripts (client-side navigation, Radix notices, axe), or drives a form whose
  //   no-JavaScript path another test covers, or only checks HTTP answers (once is enough);
  // - `@no-js`: reads what the server sends (texts, structured data, PDFs, layout of the HTML),
  //   which scripts do not change: the pages' hydration is checked with JavaScript by the
  //   accessibility tests (every page) and by every test that drives a page.
  // The HTML validators and the accessibility checks are whole files of one mode.
  // The admin projects come first: their tests are the longest (up to a minute), and started last
  // they would leave the other workers idle at the end of the run.
  projects: [
    {
      name: 'admin-js',
      testMatch: adminSpecs,
      grepInvert: onlyWithoutJs,
      use: { javaScriptEnabled: true, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    {
      name: 'admin-no-js',
      testMatch: adminSpecs,
      grepInvert: onlyWithJs,
      use: { javaScriptEnabled: false, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    { name: 'js', testIgnore: [adminSpecs, /html-validity\.spec\.ts$/], grepInvert: onlyWithoutJs, use: { javaScriptEnabled: true } },
    { name: 'no-js', testIgnore: [adminSpecs, /a11y\.spec\.ts$/], grepInvert: onlyWithJs, use: { javaScriptEnabled: false } },
  ],
  // The production server on throw-away embedded databases (never the dev data). The admin server
  // writes with AI against a local fake OpenAI server; the public one has no AI key configured.
  webServer: [
    ...e2eServerPorts.map((p) => ({
      command: 'npx tsx tests/support/e2e-server.ts',
      url: `http://127.0.0.1:${p}/`,
      env: {
        PORT: String(p),
        // The whole log in a file (checked after the run); the terminal gets all but the request lines.
        E2E_SERVER_LOG: e2eServerLogFile(p),
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
        LEGAL_NAME: 'Aydın Kuru İncir Tarım Ürünleri Ltd. Şti.',
        TAX_OFFICE: 'Aydın',
        TAX_NUMBER: '1234567890',
        TRADE_REGISTRY_NUMBER: 'Köşk 1234',
        RESPONSIBLE_PERSON: 'Ayşe Yılmaz',
        // A production server sends quotes (and issues proformas) only with the seller's bank account.
        BANK_IBAN: 'TR330006100519786457841326',
        BANK_SWIFT: 'TCZBTR2A',
        BANK_NAME: 'Örnek Bankası, Aydın Şubesi',
        // No social profiles, whatever the shell has (social-preview.spec.ts checks that none is listed).
        SOCIAL_INSTAGRAM: '',
        SOCIAL_FACEBOOK: '',
        SOCIAL_LINKEDIN: '',
        SOCIAL_YOUTUBE: '',
        SOCIAL_X: '',
        ...(p === adminPort
          ? {
              OPENAI_API_KEY: 'fake-key',
              OPENAI_BASE_URL: `http://127.0.0.1:${fakeOpenAiPort}/v1`,
              OPENAI_TIMEOUT_MS: '3000',
              OPENAI_MAX_RETRIES: '0',
              SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
            }
          : { OPENAI_API_KEY: '' }),
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    })),
    {
      command: 'npx tsx tests/support/smtp-main.ts',
      url: `http://127.0.0.1:${smtpSinkHttpPort}/`,
      env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_HTTP_PORT: String(smtpSinkHttpPort) },
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
    {
      command: 'npx tsx tests/support/fake-openai-main.ts',
      url: `http://127.0.0.1:${fakeOpenAiPort}/`,
      env: { FAKE_OPENAI_PORT: String(fakeOpenAiPort) },
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
  ],
})
