// Built with its issue; the admin layout already guards it.
export default function Page() {
  return <h1 className="font-serif text-3xl font-bold text-fig-800">Yakında</h1>
}
