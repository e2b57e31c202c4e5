/** Aktif / Pasif: a passive post is not on the public site. */
export function BlogStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${isActive ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'}`}
      data-testid="status-badge"
    >
      {isActive ? 'Aktif' : 'Pasif'}
    </span>
  )
}
