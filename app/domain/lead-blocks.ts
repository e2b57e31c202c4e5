/**
 * How the admin shows a lead's `details` (spec §3): paragraphs are separated by blank lines; a
 * paragraph that starts with 'Ürün ' describes one product ('Ürün 1: Lerida İncir' then
 * 'Label: value' lines, see composeQuoteDetails) and is shown as a product card, the rest as text.
 */
export interface LeadDetailRow {
  label: string
  value: string
}

export type LeadDetailBlock =
  | {
      kind: 'product'
      /** 'Ürün 1' */
      heading: string
      /** 'Lerida İncir' (empty when the first line has no 'heading: name' form) */
      name: string
      rows: LeadDetailRow[]
      /** Lines of the block that are not 'Label: value'. */
      lines: string[]
    }
  | { kind: 'text'; text: string }

export const PRODUCT_BLOCK_PREFIX = 'Ürün '

const labelled = (line: string): LeadDetailRow | null => {
  const match = /^([^:]{1,60}):\s*(.*)$/.exec(line)
  return match ? { label: match[1].trim(), value: match[2].trim() } : null
}

function productBlock(paragraph: string): LeadDetailBlock {
  const [first, ...rest] = paragraph.split('\n').map((line) => line.trim()).filter(Boolean)
  const title = labelled(first)
  const rows: LeadDetailRow[] = []
  const lines: string[] = []
  for (const line of rest) {
    const row = labelled(line)
    if (row) rows.push(row)
    else lines.push(line)
  }
  return { kind: 'product', heading: title ? title.label : first, name: title ? title.value : '', rows, lines }
}

export function splitLeadDetails(details: string | null | undefined): LeadDetailBlock[] {
  if (!details) return []
  return details
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) =>
      paragraph.trimStart().startsWith(PRODUCT_BLOCK_PREFIX) ? productBlock(paragraph.trim()) : { kind: 'text' as const, text: paragraph.trim() },
    )
}
