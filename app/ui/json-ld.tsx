import { scriptJson } from '~/lib/script-json'

/** Structured data for search engines. */
export function JsonLd({ data }: { data: object | object[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with `<` escaped cannot close the script tag or inject markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}

/** Data for the page's own scripts, as a JSON block the browser never runs. */
export function JsonData({ id, data }: { id: string; data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with `<` escaped cannot close the script tag or inject markup
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}
