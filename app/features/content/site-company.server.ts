/**
 * The company as the site settings state it: its contact data, identity and profiles on every
 * page, the seller and bank account on quotes and proformas, the basis of the indicative prices.
 * While the database cannot be read (and nothing was read before), the installation's settings:
 * the site's header, footer and error pages still show.
 */
import { env } from '~/lib/env.server'
import type { Locale } from '~/lib/locale'
import { renderPageText } from '~/lib/markdown.server'
import {
  bankOf,
  type CompanyInfo,
  companyOf,
  missingBankParts,
  type PublicCompany,
  type SellerBank,
  type SettingsDocument,
} from './company.server'
import { type PageContent, pageContentIn } from './content-document'
import {
  installationSettings,
  pageContent,
  publishedSettings,
  type SettingsPreview,
  type SettingsReader,
  siteFacts,
} from './page-content.server'
import { initialFacts, siteSettings } from './site-settings'

/** The published settings; read in `db`, the transaction a write runs in, when given. */
const settingsNow = (db?: SettingsReader): Promise<SettingsDocument> => publishedSettings(db).catch(() => installationSettings())

/** The company's contact data, identity and profiles, as published. */
export async function companyInfo(db?: SettingsReader): Promise<CompanyInfo> {
  return companyOf(await settingsNow(db))
}

/** The company as every page shows it in `locale`, from the published site settings (or the draft `preview` shows). */
export async function publicCompany(locale: Locale, preview: SettingsPreview | null = null): Promise<PublicCompany> {
  if (preview) {
    const settings = pageContentIn(siteSettings, preview.document, locale, renderPageText, preview.facts)
    return { ...companyOf(preview.document), facts: preview.facts, ...shownSettings(settings) }
  }
  const [document, facts, settings] = await Promise.all([
    settingsNow(),
    siteFacts().catch(() => initialFacts()),
    pageContent('settings', locale).catch(() =>
      pageContentIn(siteSettings, installationSettings(), locale, renderPageText, initialFacts()),
    ),
  ])
  return { ...companyOf(document), facts, ...shownSettings(settings) }
}

const shownSettings = (settings: PageContent<typeof siteSettings.fields>) => ({
  hours: settings.hours,
  about: settings.footer.about,
  priceBasis: settings.prices.basis,
})

/** The seller's bank account on proformas, as published. */
export async function sellerBank(db?: SettingsReader): Promise<SellerBank> {
  return bankOf(await settingsNow(db))
}

/** The parts of the seller's bank account a proforma needs that the settings leave empty (bank, IBAN, SWIFT). */
export async function missingBankSettings(db?: SettingsReader): Promise<('bank' | 'iban' | 'swift')[]> {
  return missingBankParts(await sellerBank(db))
}

/** The basis of the indicative prices in `locale` (empty: none stated), shown under every price table and on the spec sheets. */
export async function priceBasis(locale: Locale): Promise<string> {
  return (await pageContent('settings', locale).catch(() => null))?.prices.basis ?? ''
}

/** Who is mailed a new lead and a buyer's action: SALES_EMAILS (comma-separated), else the company's e-mail of the settings. */
export async function salesRecipients(db?: SettingsReader): Promise<string[]> {
  const configured = env().SALES_EMAILS
  const list = configured ?? (await companyInfo(db)).email
  return list
    .split(',')
    .map((recipient) => recipient.trim())
    .filter(Boolean)
}
