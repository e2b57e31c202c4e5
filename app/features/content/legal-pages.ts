/**
 * The legal and seller pages (one route module serves them all) and the day each one's initial
 * text (its content declaration's, pages/legal/) was last changed, shown on the page as "last
 * updated" until the owner publishes the page (then the day of the last publication). `digest` is a fingerprint of those initial texts in all three languages
 * (legal-pages.test.ts): an initial text changed in code fails that test until its date (and
 * fingerprint) are brought up to date, so the date shown is always the text's own.
 */
import { type LegalPageName, legalPages } from '~/site-map'

export { legalPages }
export type LegalPage = LegalPageName

export const legalTextVersions: Record<LegalPage, { updated: string; digest: string }> = {
  terms: { updated: '2026-11-21', digest: 'a21ee9b58ad63614' },
  privacy: { updated: '2026-12-02', digest: '9e3f463411ea2671' },
  returns: { updated: '2026-11-21', digest: '6f00824c2f485199' },
  seller: { updated: '2026-12-03', digest: '44b8c5e3cd6f854f' },
  customers: { updated: '2026-12-03', digest: '6b718dfaceee2741' },
  'trial-terms': { updated: '2026-11-27', digest: '9d097fa27c8d0bf7' },
}
