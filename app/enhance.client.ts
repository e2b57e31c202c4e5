/**
 * What every page does in the browser without React. It is the only script of a page that is not
 * hydrated (`handle: { hydrate: false }`, see app/lib/static-page.tsx), and runs before hydration
 * on the others (entry.client.tsx imports it): so the menus, the language suggestion and the
 * hero's titles work the same on both kinds of page.
 */

import { enhanceDisclosures } from '~/ui/disclosure'
import { offerLanguage } from '~/ui/language-suggestion'
import { rotateHeadings } from '~/ui/rotating-title'

enhanceDisclosures()
offerLanguage()
rotateHeadings()
