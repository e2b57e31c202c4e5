/**
 * The legal and seller pages (one route module serves them all) and the day each one's text was
 * last changed, shown on the page as "last updated". `digest` is a fingerprint of the page's
 * texts in all three languages (legal-pages.test.ts): a changed text fails that test until its
 * date (and fingerprint) are brought up to date, so the date shown is always the text's own.
 */
import { type LegalPageName, legalPages } from '~/site-map'

export { legalPages }
export type LegalPage = LegalPageName

export const legalTextVersions: Record<LegalPage, { updated: string; digest: string }> = {
  terms: { updated: '2026-11-21', digest: '00093485427dd2fb' },
  privacy: { updated: '2026-12-02', digest: '120a36b51a5b67de' },
  returns: { updated: '2026-11-21', digest: '4d23b1b5d1246289' },
  seller: { updated: '2026-11-26', digest: '1b09526077b9beb3' },
  customers: { updated: '2026-11-21', digest: '60cd856e5324ae0b' },
  'trial-terms': { updated: '2026-11-27', digest: '5257e0367ec4d8f8' },
}
