import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Badge } from './badge'

describe('Badge', () => {
  it('is a small rounded label in its tone, named for tests', () => {
    expect(
      renderToStaticMarkup(
        <Badge tone="bg-green-100 text-green-800" testId="thing-status">
          Geçerli
        </Badge>,
      ),
    ).toBe(
      '<span class="rounded-full px-2.5 py-0.5 text-xs font-semibold bg-green-100 text-green-800" data-testid="thing-status">Geçerli</span>',
    )
  })
})
