import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { StatusButton } from './status-button'

/**
 * The confirmation step of a delete, rendered as a page state (`?delete=<id>`), so it
 * needs no JavaScript: 'Vazgeç' goes back to `returnTo`, 'Evet, Sil' posts `intent=delete` with `fields`.
 */
export function DeleteConfirmation({
  title,
  children,
  returnTo,
  fields,
}: {
  title: string
  children: ReactNode
  returnTo: string
  fields: Record<string, string>
}) {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-stone-900/50 p-4">
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="delete-title"
        aria-describedby="delete-text"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="delete-title" className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <p id="delete-text" className="mt-2 text-stone-700">
          {children}
        </p>
        <Form method="post" action={returnTo} className="mt-6 flex flex-wrap justify-end gap-3">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Link
            to={returnTo}
            className="rounded-lg border border-stone-300 px-4 py-2 font-medium text-stone-700 hover:bg-stone-50"
            autoFocus
          >
            Vazgeç
          </Link>
          <StatusButton name="intent" value="delete" pendingLabel="Siliniyor..." tone="danger">
            Evet, Sil
          </StatusButton>
        </Form>
      </section>
    </div>
  )
}
