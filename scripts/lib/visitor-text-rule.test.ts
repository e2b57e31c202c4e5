import { describe, expect, test } from 'vitest'
import { checkArchitecture } from './architecture'
import { parseModule } from './syntax'
import { isReadAttribute, noVisitorText } from './visitor-text-rule'

const findings = (source: string, file = 'app/routes/public/about.tsx') =>
  noVisitorText(file, parseModule(source, file)).map((v) => [v.line, v.message.split(':')[0]])

describe('architecture/noVisitorText: what counts as visitor text', () => {
  test('fires on JSX text, rendered strings and read attributes with letters', () => {
    const source = [
      'export const A = () => <>',
      '  <p>Hello</p>',
      "  <p>{'Hi'}</p>",
      "  <p>{open ? 'Close' : 'Open'}</p>",
      `  <p>{\`Page \${n}\`}</p>`,
      '  <img alt="A fig tree" />',
      '  <input placeholder={`Your name`} aria-label="Name" />',
      "  <Button pendingLabel={busy && 'Sending'} title={'Send'} />",
      '</>',
    ].join('\n')
    expect(findings(source)).toEqual([
      [2, "'Hello'"],
      [3, "'Hi'"],
      [4, "'Close'"],
      [4, "'Open'"],
      [5, "'`…`'"],
      [6, "'A fig tree'"],
      [7, "'`…`'"],
      [7, "'Name'"],
      [8, "'Sending'"],
      [8, "'Send'"],
    ])
  })

  test('does not fire on dictionary keys, symbols, placeholders, other attributes or strings outside JSX', () => {
    const source = [
      "const label = 'kept in a constant'",
      'export const A = () => <>',
      "  <p title={t('nav.menu')} className=\"text-stone-600\">{t('about.heading')} · 1975 — {count}</p>",
      '  <a href="/en/contact" rel="noopener" data-testid="contact-link" aria-hidden="true">→</a>',
      `  <Toast.Viewport label={\`\${texts.region} ({hotkey})\`} />`,
      '  <img alt="" src="/fig.webp" />',
      '  <p>{label}</p>',
      '</>',
    ].join('\n')
    expect(findings(source)).toEqual([])
  })

  test('read attributes: the usual ones and props named like them', () => {
    for (const name of ['title', 'aria-label', 'placeholder', 'pendingLabel', 'emptyText', 'closeLabel'])
      expect(isReadAttribute(name)).toBe(true)
    for (const name of ['className', 'href', 'name', 'formId', 'testId', 'text-align', 'context']) expect(isReadAttribute(name)).toBe(false)
  })
})

describe('architecture/noVisitorText: which modules are visitor-facing', () => {
  const text = 'export const X = () => <p>Merhaba</p>'
  const rule = 'architecture/noVisitorText'
  const visitorText = (files: Record<string, string>, routeFiles: string[]) =>
    checkArchitecture({ sources: new Map(Object.entries(files)), routeFiles })
      .filter((v) => v.rule === rule)
      .map((v) => v.file)

  test('public route modules, their pieces and every component a public page reaches, but not the admin panel', () => {
    expect(
      visitorText(
        {
          'app/root.tsx': "import { Toast } from '~/ui/toast'\nimport { AdminErrorPage } from '~/features/content/admin-error-page'",
          'app/ui/toast.tsx': text,
          'app/features/content/admin-error-page.tsx': `import { Panel } from '~/ui/panel'\n${text}`,
          'app/ui/panel.tsx': text,
          'app/routes/public/about.tsx':
            "import { Card } from '~/features/products/card'\nimport type { Badge } from '~/features/products/badge'",
          'app/routes/public/about-piece.tsx': text,
          'app/routes/public/about.test.tsx': text,
          'app/features/products/card.tsx': text,
          'app/features/products/badge.tsx': text,
          'app/routes/admin/products/route.tsx': `import { Badge } from '~/features/products/badge'\n${text}`,
        },
        ['app/routes/public/about.tsx', 'app/routes/admin/products/route.tsx'],
      ),
    ).toEqual(['app/features/products/card.tsx', 'app/routes/public/about-piece.tsx', 'app/ui/toast.tsx'])
  })
})
