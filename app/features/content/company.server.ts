import { env } from '~/lib/env.server'
import type { SiteFacts } from './site-facts'

export interface CompanyInfo {
  name: string
  phone: string
  email: string
  address: string
  whatsappNumber: string
  mapEmbedUrl: string
  socials: { name: 'Instagram' | 'Facebook' | 'LinkedIn' | 'YouTube' | 'X'; url: string }[]
  /** Who sells, as the seller page (Impressum) states it; null fields are not configured. */
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
}

/** The company's contact data, from configuration (see README, "Configuration"). */
export function companyInfo(): CompanyInfo {
  const e = env()
  const socials: CompanyInfo['socials'] = []
  if (e.SOCIAL_INSTAGRAM) socials.push({ name: 'Instagram', url: e.SOCIAL_INSTAGRAM })
  if (e.SOCIAL_FACEBOOK) socials.push({ name: 'Facebook', url: e.SOCIAL_FACEBOOK })
  if (e.SOCIAL_LINKEDIN) socials.push({ name: 'LinkedIn', url: e.SOCIAL_LINKEDIN })
  if (e.SOCIAL_YOUTUBE) socials.push({ name: 'YouTube', url: e.SOCIAL_YOUTUBE })
  if (e.SOCIAL_X) socials.push({ name: 'X', url: e.SOCIAL_X })
  return {
    name: e.COMPANY_NAME,
    phone: e.COMPANY_PHONE,
    email: e.COMPANY_EMAIL,
    address: e.COMPANY_ADDRESS,
    whatsappNumber: e.WHATSAPP_NUMBER,
    mapEmbedUrl: e.MAP_EMBED_URL ?? `https://www.google.com/maps?q=${encodeURIComponent(e.COMPANY_ADDRESS)}&output=embed`,
    socials,
    legal: {
      name: e.LEGAL_NAME ?? e.COMPANY_NAME,
      taxOffice: e.TAX_OFFICE ?? null,
      taxNumber: e.TAX_NUMBER ?? null,
      tradeRegistryNumber: e.TRADE_REGISTRY_NUMBER ?? null,
      responsiblePerson: e.RESPONSIBLE_PERSON ?? null,
    },
  }
}
