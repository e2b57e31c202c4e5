/** The fields as a browser posts them: one entry per name. */
export function formDataOf(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
