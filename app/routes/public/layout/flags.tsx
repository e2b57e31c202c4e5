import type { Locale } from '~/lib/locale'

/** Small flag pictures: emoji flags do not render on every system (e.g. Windows). */
export function Flag({ locale, className = 'h-3.5 w-5' }: { locale: Locale; className?: string }) {
  const common = { className: `${className} shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.1)]` }
  if (locale === 'tr') {
    return (
      <svg viewBox="0 0 30 20" aria-hidden="true" {...common}>
        <rect width="30" height="20" fill="#e30a17" />
        <circle cx="11" cy="10" r="5" fill="#fff" />
        <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
        <polygon fill="#fff" points="16.1,10 19.9,8.76 17.55,11.99 17.55,8.01 19.9,11.24" />
      </svg>
    )
  }
  if (locale === 'de') {
    return (
      <svg viewBox="0 0 5 3" aria-hidden="true" {...common}>
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#dd0000" />
        <rect width="5" height="1" y="2" fill="#ffce00" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 60 30" aria-hidden="true" {...common}>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 60,30 M60,0 0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 60,30 M60,0 0,30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  )
}

export function GlobeIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className={className} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  )
}
