/**
 * Runs the two HTML validators over rendered pages: the Nu HTML Checker (vnu.jar, the W3C's
 * validator, on Java) and html-validate (rules in .htmlvalidate.mjs at the repository root).
 * Each finding names the page's URL, the line and column in its HTML, the rule and the message.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

export type RenderedPage = { url: string; html: string }
export type Finding = { url: string; line?: number; column?: number; rule: string; message: string; extract?: string }

const root = path.resolve(import.meta.dirname, '../..')

/** A finding as one line: `url:line:column rule: message «extract»`. */
export function formatFinding(finding: Finding) {
  const where = finding.line ? `${finding.url}:${finding.line}:${finding.column ?? 0}` : finding.url
  const extract = finding.extract ? ` «${finding.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}»` : ''
  return `${where} ${finding.rule}: ${finding.message}${extract}`
}

type NuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/**
 * The Nu HTML Checker's errors on the pages (warnings and notes are not errors). All pages go
 * through one Java start, which takes seconds on its own.
 */
export async function nuErrors(pages: RenderedPage[]): Promise<Finding[]> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'))
  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-validity-'))
  try {
    const files = new Map<string, string>()
    pages.forEach((page, index) => {
      const file = path.join(dir, `${String(index).padStart(3, '0')}.html`)
      writeFileSync(file, page.html)
      files.set(file, page.url)
    })
    // A short run: the quick compiler alone starts fastest; its deeper stack frames need a larger
    // thread stack than vnu's minimum (512k). vnu exits with 1 when it found errors; its report is
    // on stdout either way.
    const args = ['-Xss2m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--format', 'json', '--stdout', ...files.keys()]
    const { stdout } = await promisify(execFile)('java', args, {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      if (error.stdout) return { stdout: error.stdout }
      throw new Error(
        `vnu.jar did not run (java -jar ${jar}; it needs a Java runtime, e.g. apt-get install default-jre-headless): ${error.stderr || error.message}`,
      )
    })
    let messages: NuMessage[]
    try {
      messages = (JSON.parse(stdout) as { messages: NuMessage[] }).messages
    } catch {
      throw new Error(`vnu.jar gave no report: ${stdout.slice(0, 500)}`)
    }
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({
        url: files.get(m.url ? new URL(m.url).pathname : '') ?? m.url ?? '?',
        line: m.lastLine,
        column: m.firstColumn,
        rule: 'vnu',
        message: m.message,
        extract: m.extract,
      }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Ids React itself writes into a streamed answer (a pending boundary's `B:0`, its content's `S:0`,
 * a segment's `P:0`, its timing script's `_R_`; `useId`'s `_R_…_` too): React's serialisation,
 * valid HTML (the Nu checker accepts them) though not letters and dashes only. Every other id is
 * held to html-validate's `valid-id` rule.
 */
const REACT_OWN_ID = /^(?:[BSP]:\d+|_R_[0-9A-Za-z_]*)$/

/**
 * html-validate's findings on the pages, with the repository's configuration (.htmlvalidate.mjs),
 * less `valid-id` on React's own ids.
 */
export async function htmlValidateFindings(pages: RenderedPage[]): Promise<Finding[]> {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  // A file name inside the repository makes html-validate read the configuration found above it.
  const filename = path.join(root, 'page.html')
  const findings: Finding[] = []
  for (const page of pages) {
    const report = await validator.validateString(page.html, filename)
    for (const result of report.results) {
      for (const m of result.messages) {
        const id = (m.context as { id?: unknown } | undefined)?.id
        if (m.ruleId === 'valid-id' && typeof id === 'string' && REACT_OWN_ID.test(id)) continue
        findings.push({
          url: page.url,
          line: m.line,
          column: m.column,
          rule: m.ruleId,
          message: m.message,
          extract: m.selector ?? undefined,
        })
      }
    }
  }
  return findings
}
