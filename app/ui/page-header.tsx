import type { ReactNode } from 'react'

/** The title band at the top of a content page. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="bg-fig-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="max-w-3xl font-serif text-4xl font-bold sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-fig-100">{subtitle}</p>}
        {children}
      </div>
    </header>
  )
}

/** A page section with an optional heading; sections alternate backgrounds through `tone`. */
export function Section({
  title,
  subtitle,
  tone = 'plain',
  id,
  children,
}: {
  title?: string
  subtitle?: string
  tone?: 'plain' | 'cream' | 'white'
  id?: string
  children: ReactNode
}) {
  const bg = tone === 'cream' ? 'bg-cream-100' : tone === 'white' ? 'bg-white' : ''
  return (
    <section id={id} className={`${bg} py-16`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {title && <h2 className="font-serif text-3xl font-bold text-fig-800">{title}</h2>}
        {subtitle && <p className="mt-3 max-w-3xl text-stone-600">{subtitle}</p>}
        <div className={title ? 'mt-8' : ''}>{children}</div>
      </div>
    </section>
  )
}
