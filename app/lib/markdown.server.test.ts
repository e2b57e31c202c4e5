import { describe, expect, test } from 'vitest'
import { expectNoActiveMarkup, tagsOf } from '../../tests/support/inert-html'
import { renderPostContent } from './markdown.server'

const postHtml = (source: string) => renderPostContent(source).__html

/** The tags the browser would build from `html` (escaped text like `&lt;img …&gt;` is not a tag). */
function tagsIn(html: string): string[] {
  return html.match(/<[a-z][^>]*>/gi) ?? []
}

function expectInert(html: string) {
  const tags = tagsIn(html).join('\n')
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/<iframe/i)
  expect(tags).not.toContain(' onerror=')
  expect(tags).not.toMatch(/\son[a-z]+=/i)
  expect(tags).not.toMatch(/(href|src)="\s*(javascript|vbscript|data|file):/i)
}

describe('raw HTML and dangerous links never become markup', () => {
  test('a script tag is shown as text', () => {
    const html = postHtml('<script>alert(1)</script>')
    expectInert(html)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('an image with an event handler is shown as text', () => {
    const html = postHtml('Look: <img src=x onerror=alert(1)>')
    expectInert(html)
    expect(tagsIn(html).some((t) => t.startsWith('<img'))).toBe(false)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  test('an iframe is shown as text', () => {
    const html = postHtml('<iframe src="https://evil.example/"></iframe>')
    expectInert(html)
    expect(html).toContain('&lt;iframe')
  })

  test.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['upper-case JAVASCRIPT:', '[x](JAVASCRIPT:alert(1))'],
    ['entity-encoded javascript:', '[x](&#106;avascript:alert(1))'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['a data: page', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
    ['a reference link to javascript:', '[x][evil]\n\n[evil]: javascript:alert(1)'],
    ['a scheme outside the allow-list', '[x](file:///etc/passwd) and ftp://files.example.com/a'],
  ])('%s link is not a link', (_, source) => {
    const html = postHtml(source)
    expectInert(html)
    expect(tagsIn(html).some((t) => /^<(a|img)\b/.test(t))).toBe(false)
  })
})

describe('ordinary Markdown', () => {
  test('paragraphs, emphasis and lists', () => {
    const html = postHtml('Some **bold** and *soft* words.\n\n- one\n- two\n\n1. first\n2. second')
    expect(html).toContain('<p>Some <strong>bold</strong> and <em>soft</em> words.</p>')
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')
    expect(html).toContain('<ol>\n<li>first</li>\n<li>second</li>\n</ol>')
  })

  test('headings start at h2 because the page title is the h1', () => {
    expect(postHtml('## Harvest\n\n### Drying')).toBe('<h2>Harvest</h2>\n<h3>Drying</h3>\n')
    expect(postHtml('# Harvest\n\n## Drying\n\n###### Deep')).toBe('<h2>Harvest</h2>\n<h3>Drying</h3>\n<h6>Deep</h6>\n')
    expect(postHtml('No headings at all.')).toBe('<p>No headings at all.</p>\n')
  })

  test('site links stay as they are, in the same tab', () => {
    expect(postHtml('[calibration page](/en/calibration)')).toBe('<p><a href="/en/calibration">calibration page</a></p>\n')
    expect(postHtml('[next](other-post)')).toBe('<p><a href="other-post">next</a></p>\n')
  })

  test('external links open in a new tab without access to the opener', () => {
    const html = postHtml('[FAO](https://www.fao.org/figs) and http://example.com/x')
    expect(html).toContain('<a href="https://www.fao.org/figs" target="_blank" rel="noopener noreferrer">FAO</a>')
    expect(html).toContain('<a href="http://example.com/x" target="_blank" rel="noopener noreferrer">http://example.com/x</a>')
  })

  test('mail links are kept', () => {
    expect(postHtml('[write to us](mailto:sales@example.com)')).toBe('<p><a href="mailto:sales@example.com">write to us</a></p>\n')
  })

  test('images keep their alt text and load lazily', () => {
    expect(postHtml('![Dried figs](/images/figs.jpg)')).toBe('<p><img src="/images/figs.jpg" alt="Dried figs" loading="lazy"></p>\n')
  })
})

describe('renderPageText', () => {
  test('paragraphs, emphasis and safe links; the plain text keeps the paragraphs', async () => {
    const { renderPageText } = await import('./markdown.server')
    const rendered = renderPageText('Bir **iki** [üç](https://example.com)\n\nArayın: [telefon](tel:+902560000000)')
    expect(rendered.html.__html).toBe(
      '<p>Bir <strong>iki</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">üç</a></p>\n<p>Arayın: <a href="tel:+902560000000">telefon</a></p>\n',
    )
    expect(rendered.text).toBe('Bir iki üç\n\nArayın: telefon')
  })

  test('raw HTML, script links, event handlers and pictures stay inert text', async () => {
    const { renderPageText } = await import('./markdown.server')
    const html = renderPageText(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) [y](data:text/html,<b>) ![p](https://example.com/p.png)\n\n# Başlık',
    ).html.__html
    expectNoActiveMarkup(html, 'a page text')
    expect(tagsOf(html).map((tag) => tag.name)).not.toContain('img')
    expect(html).toContain('&lt;script&gt;')
    // A heading inside a page text comes under the page's h1 and its section's h2.
    expect(html).toContain('<h3>Başlık</h3>')
  })
})
