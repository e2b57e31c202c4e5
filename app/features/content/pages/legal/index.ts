/**
 * The legal and seller pages' content (routes/public/legal.tsx serves them all). Each page's
 * content key is its page name, so the route reads the content of the page it serves.
 */
export { customersContent } from './customers'
export { privacyContent } from './privacy'
export { returnsContent } from './returns'
export { sellerContent } from './seller'
export { termsContent } from './terms'
export { trialTermsContent } from './trial-terms'
