import { Form, NavLink, Outlet, useLocation } from 'react-router'
import { adminContext, adminMiddleware } from '~/features/auth/admin-middleware.server'
import { AdminErrorPage } from '~/features/content/admin-error-page'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]
export const handle = { noIndex: true }

export async function loader({ context }: Route.LoaderArgs) {
  return { admin: context.get(adminContext) }
}

export const adminNav = [
  ['/admin', 'Dashboard'],
  ['/admin/products', 'Ürünler'],
  ['/admin/leads', 'Müşteri Talepleri'],
  ['/admin/orders', 'Siparişler'],
  ['/admin/media', 'Medya Galerisi'],
  ['/admin/content', 'Sayfa İçerikleri'],
  ['/admin/certificates', 'Sertifikalar'],
  ['/admin/blog', 'Blog Yönetimi'],
  ['/admin/seo', 'SEO Yönetimi'],
  ['/admin/health', 'İçerik Sağlığı'],
  ['/admin/ai-prompts', 'AI Promptları'],
] as const

function NavItems() {
  return (
    <ul className="space-y-1">
      {adminNav.map(([to, label]) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/admin'}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-fig-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`
            }
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/** The panel's menu, then who is signed in and the logout button: the sidebar's content and the phone menu's. */
function Menu({ label, email, className }: { label: string; email: string; className?: string }) {
  return (
    <>
      <nav aria-label={label} className={className}>
        <NavItems />
      </nav>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <AdminStatus email={email} />
        <LogoutButton />
      </div>
    </>
  )
}

function LogoutButton() {
  return (
    <Form method="post" action="/admin/logout">
      <button type="submit" className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50">
        Çıkış Yap
      </button>
    </Form>
  )
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.admin.email}>
      <Outlet />
    </AdminShell>
  )
}

/**
 * The one error boundary of the panel: a page's error (a missing record thrown as a 404, a
 * refused request) shows under the menu, with a link back to the page's section. When the panel
 * itself failed (no admin loaded, e.g. the database is down) the error is the whole page.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  if (!loaderData) return <AdminErrorPage error={error} />
  const section = adminNav.find(([to]) => to !== '/admin' && (pathname === to || pathname.startsWith(`${to}/`)))
  return (
    <AdminShell email={loaderData.admin.email}>
      <AdminErrorPage
        error={error}
        back={section ? { to: section[0], label: `← ${section[1]}` } : { to: '/admin', label: '← Dashboard' }}
      />
    </AdminShell>
  )
}

function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50 lg:flex" lang="tr" data-admin-panel>
      {/* On a wide screen the sidebar stays on the screen, its links at the top: its lower part is
          where notices appear (toast-card.tsx), beside the page rather than over it. */}
      <aside className="hidden w-64 shrink-0 border-r border-stone-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:overflow-y-auto">
        <p className="px-3 py-2 font-serif text-lg font-bold text-fig-800">Yönetim Paneli</p>
        <Menu label="Yönetim menüsü" email={email} className="mt-4" />
      </aside>
      <header className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3 lg:hidden">
        <p className="font-serif font-bold text-fig-800">Yönetim Paneli</p>
        <details data-disclosure className="group" data-testid="admin-mobile-menu">
          <summary
            className="flex size-10 cursor-pointer items-center justify-center rounded-lg border border-stone-300"
            aria-label="Menüyü aç"
          >
            <span aria-hidden="true" className="group-open:hidden">
              ☰
            </span>
            <span aria-hidden="true" className="hidden group-open:inline">
              ✕
            </span>
          </summary>
          <div className="fixed inset-y-0 left-0 z-40 w-72 overflow-y-auto bg-white p-4 shadow-xl">
            <Menu label="Yönetim menüsü (mobil)" email={email} />
          </div>
        </details>
      </header>
      <main className="flex-1 p-4 sm:p-8">{children}</main>
    </div>
  )
}

function AdminStatus({ email }: { email: string }) {
  return (
    <p className="flex items-center gap-2 px-3 py-2 text-xs text-stone-600">
      <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
      <span>Admin Aktif</span>
      <span className="truncate text-stone-500">{email}</span>
    </p>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Yönetim Paneli' }]
