/**
 * Every page whose content the admin edits, and the site settings, by key, in the admin's order:
 * the editor's list, the stored entries and the content API know them from here.
 */
import type { ContentDeclaration } from '../define-content'
import { siteSettings } from '../site-settings'
import { aboutContent } from './about'
import { calibrationContent } from './calibration'
import { exportContent } from './export'
import { faqContent } from './faq'
import { homeContent } from './home'
import { customersContent, privacyContent, returnsContent, sellerContent, termsContent, trialTermsContent } from './legal'
import { originContent } from './origin'
import { qualityContent } from './quality'
import { rfqContent } from './rfq'
import { trialContent } from './trial'

export const contentPages = {
  settings: siteSettings,
  home: homeContent,
  about: aboutContent,
  quality: qualityContent,
  origin: originContent,
  export: exportContent,
  calibration: calibrationContent,
  faq: faqContent,
  rfq: rfqContent,
  trial: trialContent,
  customers: customersContent,
  terms: termsContent,
  privacy: privacyContent,
  returns: returnsContent,
  seller: sellerContent,
  'trial-terms': trialTermsContent,
} as const satisfies Record<string, ContentDeclaration>

export type ContentKey = keyof typeof contentPages

export const contentKeys = Object.keys(contentPages) as ContentKey[]

export const isContentKey = (key: string): key is ContentKey => Object.hasOwn(contentPages, key)
