import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { Button } from '~/ui/button'

/**
 * An admin list's filters as a GET form: they live in the URL, so they work without JavaScript.
 * The fields come as children, then 'Filtrele' and the link back to the unfiltered list
 * (`clearHref`); `columns` is the grid of a wide screen, its last column the buttons. Give it the
 * query as its `key`, so that a link changing the filters draws the form anew.
 */
export function AdminFilterForm({ columns, clearHref, children }: { columns: string; clearHref: string; children: ReactNode }) {
  return (
    <Form
      method="get"
      role="search"
      className={`mt-6 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 ${columns}`}
    >
      {children}
      <div className="flex items-end gap-2">
        <Button size="sm">Filtrele</Button>
        <Link to={clearHref} className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fig-700 hover:bg-fig-50">
          Filtreleri Temizle
        </Link>
      </div>
    </Form>
  )
}
