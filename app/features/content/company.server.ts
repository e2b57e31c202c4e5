import { env } from '~/lib/env.server'
import type { ContentDocument, ContentField } from './define-content'
import type { SiteFacts } from './site-facts'
import { siteSettings } from './site-settings'

export interface CompanyInfo {
  name: string
  phone: string
  email: string
  address: string
  whatsappNumber: string
  mapEmbedUrl: string
  socials: { name: SocialName; url: string }[]
  /** Who sells, as the seller page (Impressum) states it; null fields are not set. */
  legal: {
    name: string
    taxOffice: string | null
    taxNumber: string | null
    tradeRegistryNumber: string | null
    responsiblePerson: string | null
  }
}

/** The company as every page shows it: its contact data and, from the site settings, its facts, working hours and footer text. */
export type PublicCompany = CompanyInfo & {
  facts: SiteFacts
  hours: { lines: { id: string; text: string }[]; timeZone: string }
  about: string
  /** The basis of the indicative prices in the page's language (empty: none stated), under every price table. */
  priceBasis: string
}

/** The seller's bank account on proforma invoices. */
export interface SellerBank {
  holder: string
  bank: string
  iban: string
  swift: string
}

export type SettingsDocument = ContentDocument<typeof siteSettings.fields>

type SocialName = 'Instagram' | 'Facebook' | 'LinkedIn' | 'YouTube' | 'X'
const socialNames: Readonly<Record<keyof SettingsDocument['socials'], SocialName>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
}

/** The settings' groups whose values the configuration may give first. */
const configuredGroups = ['company', 'socials', 'legal', 'bank'] as const

/**
 * The site settings' company parts as the configuration gives them (README, "Configuration"):
 * each value field's `configured` variable, empty when unset or when the field has none (a map
 * elsewhere than the maps the settings offer stays configuration, see companyOf). They are the
 * values until the settings are first saved with them; a stored settings document without one of
 * these groups takes it from here.
 */
export function configuredSettings(): Pick<SettingsDocument, (typeof configuredGroups)[number]> {
  const configuration: Readonly<Record<string, unknown>> = env()
  const first = (field: ContentField) => {
    const given = field.kind === 'value' && field.configured ? configuration[field.configured] : undefined
    return typeof given === 'string' ? given : ''
  }
  return Object.fromEntries(
    configuredGroups.map((name) => {
      const fields: Record<string, ContentField> = siteSettings.fields[name].fields
      return [name, Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, first(field)]))]
    }),
  ) as Pick<SettingsDocument, (typeof configuredGroups)[number]>
}

const orNull = (text: string) => text || null

/** The company as a (whole) site settings document states it. */
export function companyOf(settings: SettingsDocument): CompanyInfo {
  const { company, socials, legal } = settings
  const map = company.mapEmbedUrl || env().MAP_EMBED_URL
  return {
    name: company.name,
    phone: company.phone,
    email: company.email,
    address: company.address,
    whatsappNumber: company.whatsappNumber,
    mapEmbedUrl: map ?? `https://www.google.com/maps?q=${encodeURIComponent(company.address)}&output=embed`,
    socials: (Object.keys(socialNames) as (keyof typeof socialNames)[])
      .filter((key) => socials[key] !== '')
      .map((key) => ({ name: socialNames[key], url: socials[key] })),
    legal: {
      name: legal.name || company.name,
      taxOffice: orNull(legal.taxOffice),
      taxNumber: orNull(legal.taxNumber),
      tradeRegistryNumber: orNull(legal.tradeRegistryNumber),
      responsiblePerson: orNull(legal.responsiblePerson),
    },
  }
}

/** The seller's bank account a (whole) settings document states: the holder is the legal name unless set. */
export function bankOf(settings: SettingsDocument): SellerBank {
  const { bank } = settings
  return { holder: bank.holder || settings.legal.name || settings.company.name, bank: bank.bank, iban: bank.iban, swift: bank.swift }
}

/** The parts of the bank account a proforma needs that are not set. */
export const missingBankParts = (bank: SellerBank): ('bank' | 'iban' | 'swift')[] =>
  (['bank', 'iban', 'swift'] as const).filter((part) => bank[part] === '')
