/** The benchmarks' tables on the console: columns padded to their widest cell. */
import type { LoadResult } from './load.ts'

/** A duration in milliseconds with one decimal ('–' for none). */
export function ms(value: number) {
  return Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`
}

/** Prints the rows (the first is the header) after an empty line and the title, if any; the `left` columns read from the left, the others are figures, right-aligned. */
export function printTable(title: string | undefined, lines: string[][], left: Set<number>) {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)))
  console.log(title === undefined ? '' : `\n${title}`)
  for (const line of lines) {
    console.log(
      line
        .map((cell, column) => (left.has(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    )
  }
}

/** One loaded URL: its figures, the ratio to its reference and the goal it had to meet (`missed` empty: met). */
export interface LoadRow {
  target: string
  result: LoadResult
  ratio?: string
  goal?: string
  missed?: string[]
}

/** The load table: throughput, latency, errors and answer size of each target, then its ratio and goal. */
export function printLoadTable(title: string | undefined, rows: LoadRow[]) {
  printTable(
    title,
    [
      ['target', 'req/s', 'p50', 'p99', 'errors', 'answer', 'ratio', 'goal', ''],
      ...rows.map(({ target, result, ratio, goal, missed }) => [
        target,
        String(Math.round(result.rps)),
        ms(result.p50Ms),
        ms(result.p99Ms),
        String(result.errors),
        `${result.encoding} ${(result.bytes / 1024).toFixed(1)} kB`,
        ratio ?? '',
        goal ?? '',
        !missed ? '' : missed.length ? `MISSED (${missed.join(', ')})` : 'met',
      ]),
    ],
    // The names, ratios and goals read from the left.
    new Set([0, 6, 7, 8]),
  )
}
