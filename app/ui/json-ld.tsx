/** Structured data for search engines. `<` is escaped so no value can close the script tag. */
export function JsonLd({ data }: { data: object | object[] }) {
  const json = JSON.stringify(Array.isArray(data) ? data : data).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with `<` escaped cannot close the script tag or inject markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
