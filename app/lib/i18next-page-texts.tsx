import { useTranslation } from 'react-i18next'
import { usedTexts } from './i18next-texts'
import { scriptJson } from './script-json'

/** The element that carries a page's texts from the server to the browser. */
const elementId = 'page-texts'

/** The JSON as the server wrote it, so that hydration renders the element unchanged. */
let pageJson = '{}'

/** In the browser: the texts the page came with (read once, before hydration). */
export function pageTexts(): Record<string, unknown> {
  pageJson = document.getElementById(elementId)?.textContent || '{}'
  const texts: unknown = JSON.parse(pageJson)
  return typeof texts === 'object' && texts !== null ? { ...texts } : {}
}

/** On the server: the texts the render has looked up so far (so it goes after the page's content). */
function ServerPageTexts() {
  const { i18n } = useTranslation()
  // biome-ignore lint/security/noDangerouslySetInnerHtml: dictionary texts of our own, as JSON that cannot close the element
  return <script type="application/json" id={elementId} dangerouslySetInnerHTML={{ __html: scriptJson(usedTexts(i18n)) }} />
}

function BrowserPageTexts() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own text, as the server wrote it
  return <script type="application/json" id={elementId} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: pageJson }} />
}

/**
 * The page's texts for the browser's translations (i18next-client.ts). Rendered at the end of the
 * document's body, after everything that shows a text. (A text first shown later, e.g. inside a
 * Suspense boundary that resolves after the shell or only once hydrated, is not in it: the browser
 * then loads the rest of the dictionary and shows it from there.)
 */
export const PageTexts = import.meta.env.SSR ? ServerPageTexts : BrowserPageTexts
