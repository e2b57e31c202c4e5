/**
 * What the dictionaries may hold: the words of the site's interface, and each page's built-in SEO
 * texts (the title, description and keywords the SEO admin starts from, and the page's heading).
 * A page's own words are its content declaration's (app/features/content/pages), edited by the
 * owner; the company's facts, working hours and footer text are the site settings'
 * (app/features/content/site-settings.ts).
 *
 * `npm run lint` refuses a section not named here, a key of a page section not listed for it, and
 * anywhere a numbered key (p1, s2Text, step3Title, card4Text, q5/a5): numbered texts are a page's
 * list of paragraphs, steps or cards, which belong in its declaration.
 */

/** Sections of interface words: navigation, buttons, form labels, hints and messages, e-mails, PDFs, error pages. */
export const interfaceSections = [
  'meta',
  'nav',
  'language',
  'badges',
  'products',
  'specSheet',
  'certificates',
  'contact',
  'rfq',
  'trial',
  'blog',
  'cta',
  'footer',
  'notFound',
  'unavailable',
  'forms',
  'validation',
  'emails',
  'api',
  'notices',
  'requests',
  'orders',
  'confirmation',
  'refusals',
  'common',
  'formGuard',
  'leadFields',
] as const

/** Sections of a page whose words are its declaration's: only these keys (dotted) stay, each an SEO text or interface word. */
export const pageSections: Readonly<Record<string, readonly string[]>> = {
  // The home page's SEO heading and its two buttons.
  hero: ['title1', 'ctaProducts', 'ctaQuote'],
  home: ['viewAllProducts', 'trial.cta', 'readMore', 'minutesRead'],
  quality: ['title', 'subtitle', 'documents.colDocument', 'documents.colDescription', 'documents.colDuration', 'documents.sample'],
  origin: ['title', 'subtitle'],
  // The tariff lines' names are the spec sheet's too; the codes are the tariff's.
  export: ['title', 'subtitle', 'hsCodes.colCode', 'hsCodes.colDescription', 'hsCodes.fresh', 'hsCodes.dried'],
  about: ['metaTitle', 'metaDescription', 'metaKeywords', 'heading'],
  calibration: ['metaTitle', 'metaDescription', 'title', 'colCode', 'colName', 'colPieces'],
  faq: ['title', 'subtitle', 'contactCta', 'chatCta'],
  // The seller's identity labels (the values are the configuration's) and each legal page's SEO texts and date line.
  legal: [
    'identity.title',
    'identity.name',
    'identity.address',
    'identity.phone',
    'identity.email',
    'identity.taxOffice',
    'identity.taxNumber',
    'identity.tradeRegistryNumber',
    'identity.responsiblePerson',
    ...['terms', 'privacy', 'returns', 'seller', 'customers', 'trial-terms'].flatMap((page) =>
      ['title', 'metaDescription', 'updated'].map((key) => `${page}.${key}`),
    ),
  ],
}

/** A key naming one of a numbered series of texts. */
export const NUMBERED_KEY = /^(p|s|step|card|point|stat|q|a)\d+(Title|Text|Value|Label)?$/
