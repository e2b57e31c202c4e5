import MarkdownIt, { type Token } from 'markdown-it'

/**
 * HTML that came out of `renderPostContent`, in the shape dangerouslySetInnerHTML takes: only this
 * function makes one, so no other string (a database field, an admin's input) is passed in its place.
 */
export interface SafeHtml {
  readonly __html: string
}

/** Schemes a link or image may use; anything else (javascript:, vbscript:, data:, file:, tel:…) is dropped. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const EXTERNAL = /^(?:https?:)?\/\//i

const md = new MarkdownIt({ html: false, linkify: true, typographer: false })

// markdown-it's own check already refuses javascript:/vbscript:/file:/data:; the allow-list on
// top also refuses schemes it lets through. A refused link stays visible as plain text.
const defaultValidateLink = md.validateLink.bind(md)
md.validateLink = (url) => {
  if (!defaultValidateLink(url)) return false
  const scheme = SCHEME.exec(url.trim())?.[1]
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase())
}

/** The token a render rule is called for (markdown-it always passes an index into `tokens`). */
function tokenAt(tokens: Token[], idx: number): Token {
  const token = tokens[idx]
  if (!token) throw new Error(`markdown-it called a render rule for token ${idx} of ${tokens.length}`)
  return token
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

/** The page's h1 is the post title, so the content's top heading level becomes h2 (deeper ones follow). */
function shiftHeadings(tokens: ReturnType<typeof md.parse>) {
  const headings = tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close')
  const top = Math.min(...headings.map((t) => Number(t.tag.slice(1))))
  const shift = Math.max(0, 2 - top)
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
  shiftHeadings(tokens)
  return { __html: md.renderer.render(tokens, md.options, env) }
}
