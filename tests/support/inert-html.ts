/**
 * Checks that a piece of HTML can run nothing: no event-handler attributes, no script-like URLs
 * (after decoding entities as the browser would), no frames, styles or meta refreshes. For the
 * blog's injection tests; the markup React and markdown-it write is well-formed, so a tag regex is enough.
 */
import { expect } from 'vitest'

export const DANGEROUS_URL = /^\s*(javascript|vbscript|data|file):/i
export const ALLOWED_CONTENT_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'img',
  's',
])

/** Entities as the browser would decode them inside an attribute (enough for the schemes we look for). */
export function decodeEntities(value: string) {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(colon|tab|newline|quot|amp|lt|gt|apos);/gi,
      (_, name: string) =>
        ({ colon: ':', tab: '\t', newline: '\n', quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" })[name.toLowerCase()]!,
    )
    .replace(/[\t\n\r]/g, '')
}

export interface Tag {
  name: string
  attributes: [string, string][]
}

/** The start tags of `html` with their attributes (the markup React and markdown-it write is well-formed). */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = []
  for (const match of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g)) {
    const attributes = [...match[2]!.matchAll(/([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>"']+))?/g)].map(
      ([, name, value]) => [name!.toLowerCase(), decodeEntities((value ?? '').replace(/^["']|["']$/g, ''))] as [string, string],
    )
    tags.push({ name: match[1]!.toLowerCase(), attributes })
  }
  return tags
}

export function expectNoActiveMarkup(html: string, where: string) {
  for (const tag of tagsOf(html)) {
    for (const [name, value] of tag.attributes) {
      expect(name, `${where}: <${tag.name} ${name}="${value}">`).not.toMatch(/^on/)
      if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcset', 'poster'].includes(name)) {
        expect(value, `${where}: <${tag.name} ${name}>`).not.toMatch(DANGEROUS_URL)
      }
    }
    expect(['iframe', 'object', 'embed', 'base', 'frame', 'style', 'math'], `${where}: <${tag.name}>`).not.toContain(tag.name)
    if (tag.name === 'meta')
      expect(
        tag.attributes.find(([n]) => n === 'http-equiv'),
        `${where}: meta refresh`,
      ).toBeUndefined()
  }
}

/** The scripts of a page: the app's own (module scripts and React Router's data) and the JSON-LD. */
export function scriptsOf(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, body]) => ({
    attributes: attributes!,
    body: body!,
  }))
}
