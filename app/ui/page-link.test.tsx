import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { StaticPageScriptProvider } from '~/lib/static-page'
import { PageLink, PageNavLink } from './page-link'

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off')

function render(path: string, script: string | null) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <StaticPageScriptProvider value={script}>
        <PageLink to="/en/rfq" className="cta">
          Quote
        </PageLink>
        <PageNavLink to="/en" end className={navClass}>
          Home
        </PageNavLink>
        <PageNavLink to="/en/products" className={navClass}>
          Products
        </PageNavLink>
      </StaticPageScriptProvider>
    </MemoryRouter>,
  )
}

test('on a page that is not hydrated the links are plain anchors that mark the current page as NavLink does', () => {
  const html = render('/en/products/lerida', '/assets/enhance-x.js')
  expect(html).toBe(
    '<a href="/en/rfq" class="cta">Quote</a><a href="/en" class="off">Home</a><a href="/en/products" aria-current="page" class="on">Products</a>',
  )
  expect(render('/en', '/assets/enhance-x.js')).toContain('<a href="/en" aria-current="page" class="on">Home</a>')
})

test("on a hydrated page they are React Router's links", () => {
  const html = render('/en/products', null)
  expect(html).toContain('<a class="cta" href="/en/rfq" data-discover="true">Quote</a>')
  expect(html).toContain('<a aria-current="page" class="on" href="/en/products" data-discover="true">Products</a>')
})
