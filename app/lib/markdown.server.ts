import MarkdownIt, { type Token } from 'markdown-it'

/**
 * HTML that came out of `renderPostContent`, in the shape dangerouslySetInnerHTML takes: only this
 * function makes one, so no other string (a database field, an admin's input) is passed in its place.
 */
export interface SafeHtml {
  readonly __html: string
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const EXTERNAL = /^(?:https?:)?\/\//i

/** The token a render rule is called for (markdown-it always passes an index into `tokens`). */
function tokenAt(tokens: Token[], idx: number): Token {
  const token = tokens[idx]
  if (!token) throw new Error(`markdown-it called a render rule for token ${idx} of ${tokens.length}`)
  return token
}

/**
 * A Markdown renderer whose HTML needs no further cleaning: raw HTML in the source is shown as
 * text (markdown-it's `html: false`), links and images may use only `schemes` (anything else —
 * javascript:, vbscript:, data:, file: — stays visible as plain text), external links open in a
 * new tab without access to this page.
 */
function safeMarkdown(schemes: readonly string[], { images }: { images: boolean }) {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false })
  if (!images) md.disable('image')
  const allowed = new Set(schemes)
  // markdown-it's own check already refuses javascript:/vbscript:/file:/data:; the allow-list on
  // top also refuses schemes it lets through.
  const defaultValidateLink = md.validateLink.bind(md)
  md.validateLink = (url) => {
    if (!defaultValidateLink(url)) return false
    const scheme = SCHEME.exec(url.trim())?.[1]
    return scheme === undefined || allowed.has(scheme.toLowerCase())
  }
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokenAt(tokens, idx)
    if (EXTERNAL.test(String(token.attrGet('href') ?? ''))) {
      token.attrSet('target', '_blank')
      token.attrSet('rel', 'noopener noreferrer')
    }
    return self.renderToken(tokens, idx, options)
  }
  const defaultImage = md.renderer.rules.image
  if (!defaultImage) throw new Error('markdown-it has no default image rule')
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    tokenAt(tokens, idx).attrSet('loading', 'lazy')
    return defaultImage(tokens, idx, options, env, self)
  }
  return md
}

/** Posts: links to http(s) and mailto, pictures. */
const md = safeMarkdown(['http', 'https', 'mailto'], { images: true })
/** Page texts: links to http(s), mailto and tel; pictures come from the page's image fields, not the text. */
const pageMd = safeMarkdown(['http', 'https', 'mailto', 'tel'], { images: false })

/** Headings start at level `top` (the page's h1 and its sections' h2 come before the text); deeper ones follow. */
function shiftHeadings(tokens: Token[], top: number) {
  const headings = tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close')
  const highest = Math.min(...headings.map((t) => Number(t.tag.slice(1))))
  const shift = Math.max(0, top - highest)
  if (shift === 0) return
  for (const t of headings) t.tag = `h${Math.min(6, Number(t.tag.slice(1)) + shift)}`
}

/**
 * A blog post's content as HTML for the page. Every post body must go through here: raw HTML in
 * the source is shown as text, links are limited to http(s), mailto and site-relative addresses,
 * external links open in a new tab without access to this page. If the admin ever stores HTML
 * instead of Markdown, its sanitising belongs in this function too.
 */
export function renderPostContent(source: string): SafeHtml {
  const env = {}
  const tokens = md.parse(source, env)
  shiftHeadings(tokens, 2)
  return { __html: md.renderer.render(tokens, md.options, env) }
}

/**
 * A page's long text (Markdown) as the page shows it, and as plain text (structured data, a
 * summary): paragraphs apart by a blank line, a line break kept as one.
 */
export function renderPageText(source: string): { html: SafeHtml; text: string } {
  const env = {}
  const tokens = pageMd.parse(source, env)
  shiftHeadings(tokens, 3)
  const blocks = tokens
    .filter((token) => token.type === 'inline')
    .map((token) =>
      (token.children ?? [])
        .map((child) =>
          child.type === 'softbreak' || child.type === 'hardbreak'
            ? '\n'
            : child.type === 'text' || child.type === 'code_inline'
              ? child.content
              : '',
        )
        .join(''),
    )
  return { html: { __html: pageMd.renderer.render(tokens, pageMd.options, env) }, text: blocks.join('\n\n') }
}
