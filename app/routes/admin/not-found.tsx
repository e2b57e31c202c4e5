import { data, Link } from 'react-router'

export async function loader() {
  return data(null, { status: 404 })
}

export default function AdminNotFound() {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-fig-800">Sayfa bulunamadı</h1>
      <p className="mt-2 text-stone-600">Aradığınız yönetim sayfası yok.</p>
      <Link to="/admin" className="mt-4 inline-block font-medium text-fig-700">
        Dashboard'a dön
      </Link>
    </>
  )
}
