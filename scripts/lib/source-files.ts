/**
 * The files `npm run lint` checks: what git tracks or would track (so .gitignore is honoured, in a
 * working tree and in a fresh clone alike), narrowed by biome.json's `files.includes`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

export const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']

/** A Biome glob as a regular expression: `**` spans folders, `*` and `?` stay within one name. */
export function globToRegExp(glob: string): RegExp {
  let pattern = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string
    if (char === '*' && glob[i + 1] === '*') {
      const slashAfter = glob[i + 2] === '/'
      pattern += slashAfter ? '(?:.*/)?' : '.*'
      i += slashAfter ? 2 : 1
    } else if (char === '*') {
      pattern += '[^/]*'
    } else if (char === '?') {
      pattern += '[^/]'
    } else {
      pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&')
    }
  }
  return new RegExp(`^${pattern}$`)
}

/**
 * Biome's `files.includes`: patterns apply in order and the last one that matches decides; a
 * pattern that matches a folder (`!app/generated`, `!**\/build`) decides for everything inside it.
 */
export function createIncludesFilter(includes: string[] | undefined): (path: string) => boolean {
  if (!includes || includes.length === 0) return () => true
  const rules = includes.map((glob) => {
    const negated = glob.startsWith('!')
    return { negated, regexp: globToRegExp(glob.replace(/^!+/, '').replace(/\/+$/, '')) }
  })
  return (path) => {
    const parts = path.split('/')
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'))
    let included = false
    for (const { negated, regexp } of rules) {
      if (candidates.some((candidate) => regexp.test(candidate))) included = !negated
    }
    return included
  }
}

function gitFiles(root: string): string[] | undefined {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return out.split('\0').filter(Boolean)
  } catch {
    return undefined
  }
}

/** Without git (an unpacked archive): every file except node_modules and dot-folders. */
function walkFiles(root: string, folder = ''): string[] {
  const files: string[] = []
  for (const entry of readdirSync(folder ? `${root}/${folder}` : root, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...walkFiles(root, path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

export function listSourceFiles(root: string, includes: string[] | undefined): string[] {
  const isIncluded = createIncludesFilter(includes)
  const files = new Set(gitFiles(root) ?? walkFiles(root))
  return [...files]
    .filter((path) => sourceExtensions.some((ext) => path.endsWith(ext)))
    .filter(isIncluded)
    .filter((path) => existsSync(`${root}/${path}`)) // deleted or moved but not yet staged
    .sort()
}
