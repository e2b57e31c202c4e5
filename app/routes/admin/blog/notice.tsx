/** The answer of an AI button, shown where the admin is working (the page is not left). */
export interface BlogNotice {
  type: 'success' | 'error'
  title: string
  description: string
}

export function InlineNotice({ notice }: { notice: BlogNotice | null | undefined }) {
  if (!notice) return null
  const tone = notice.type === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-leaf-600/40 bg-green-50 text-stone-900'
  return (
    <div role={notice.type === 'error' ? 'alert' : 'status'} data-testid="ai-notice" className={`rounded-xl border p-4 ${tone}`}>
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.description}</p>
    </div>
  )
}
