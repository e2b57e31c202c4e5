import type { ReactNode } from 'react'

/** A table column's heading and the classes of its header cell. */
export interface Column {
  label: string
  className: string
}

/** A table's row of column headers. */
export function HeaderRow({ columns }: { columns: Column[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  )
}

/**
 * A table of a content page: a framed table with a hidden caption, a dark header row of `columns`
 * (each with its cell classes) and the body rows as `children`.
 */
export function DataTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string
  columns: Column[]
  className: string
  children: ReactNode
}) {
  return (
    <div className={`${className} overflow-hidden rounded-2xl border border-stone-200 bg-white`}>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-fig-800 text-white">
          <HeaderRow columns={columns} />
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  )
}
