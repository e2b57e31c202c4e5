import type { ComponentProps } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useStaticPageScript } from '~/lib/static-page'

type AnchorProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

/**
 * A link to a page of the site. On a page that is not hydrated (app/lib/static-page.tsx) no router
 * ever handles its click, so it is a plain `<a>`: React Router's Link resolves its path and reads
 * the router's state on every render, a measurable part of such a page's render. Elsewhere it is
 * React Router's Link (client-side navigation).
 */
export function PageLink({ to, ...props }: AnchorProps) {
  if (useStaticPageScript()) return <a href={to} {...props} />
  return <Link to={to} {...props} />
}

/** NavLink's active state: the current page, or (without `end`) a page below it. */
function isActivePath(pathname: string, to: string, end: boolean) {
  const current = pathname.toLowerCase().replace(/(.)\/+$/, '$1')
  const target = to.toLowerCase()
  return current === target || (!end && target !== '/' && current.startsWith(`${target}/`))
}

/** PageLink that marks the current page (`aria-current="page"`) and styles itself by it, as NavLink does. */
export function PageNavLink({
  to,
  end = false,
  className,
  ...props
}: Omit<AnchorProps, 'className'> & { end?: boolean; className: (state: { isActive: boolean }) => string }) {
  const { pathname } = useLocation()
  if (!useStaticPageScript()) return <NavLink to={to} end={end} className={className} {...props} />
  const isActive = isActivePath(pathname, to, end)
  return <a href={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} {...props} />
}
