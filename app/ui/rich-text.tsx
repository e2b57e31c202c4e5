/**
 * A page text rendered on the server from Markdown (`renderPageText`): inert HTML, with no raw
 * HTML, no event handlers and links only to http(s), mailto and tel.
 */
export function RichTextBlock({ html, className }: { html: { readonly __html: string }; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderPageText (server) made this HTML from Markdown without raw HTML and with allowed link schemes only
  return <div className={className} dangerouslySetInnerHTML={html} />
}
