import { describe, expect, test } from 'vitest'
import { backupStamp, entryProblem, isSafeUploadPath, MAX_MANIFEST_BYTES } from './archive-rules.ts'
import { describeDatabase, libpqEnv } from './database.ts'
import { parseToolVersion } from './pg-tools.ts'

describe('upload paths a restore may write', () => {
  test.each([
    'media/bb/bba5a8963bd9d609032ffb6d00ae1db76c73f865a67774f772f1118590e85992.dat',
    'products/e6/x.meta.json',
    'a',
    'İncir görseli.webp',
  ])('%s is accepted', (relative) => {
    expect(isSafeUploadPath(relative)).toBe(true)
  })

  test.each([
    '../x',
    'media/../../x',
    'media/./x',
    '/etc/passwd',
    'media//x',
    '',
    'media/.hidden',
    'media\\..\\x',
    'media/x\ny',
    'a/b/c/d/e/f/g/h/i',
    `media/${'x'.repeat(256)}`,
  ])('%j is refused', (relative) => {
    expect(isSafeUploadPath(relative)).toBe(false)
  })
})

describe('archive entries', () => {
  test('plain files with the known names pass', () => {
    for (const path of ['manifest.json', 'database.dump', 'uploads/media/ab/ab.dat']) {
      expect(entryProblem({ path, type: 'File', size: 10 })).toBeUndefined()
    }
  })

  test('links, folders, unknown names, escapes and an oversized manifest are named', () => {
    expect(entryProblem({ path: 'uploads/media/x', type: 'SymbolicLink', size: 0 })).toBe(
      '"uploads/media/x" is a SymbolicLink, not a plain file',
    )
    expect(entryProblem({ path: 'uploads/media', type: 'Directory', size: 0 })).toBe('"uploads/media" is a Directory, not a plain file')
    expect(entryProblem({ path: '../x', type: 'File', size: 1 })).toBe('unexpected entry "../x"')
    expect(entryProblem({ path: 'uploads/../x', type: 'File', size: 1 })).toBe('unexpected entry "uploads/../x"')
    expect(entryProblem({ path: 'notes.txt', type: 'File', size: 1 })).toBe('unexpected entry "notes.txt"')
    expect(entryProblem({ path: 'manifest.json', type: 'File', size: MAX_MANIFEST_BYTES + 1 })).toMatch(/^manifest\.json is \d+ bytes/)
  })
})

test('backup names carry the UTC time in a form that sorts and has no colons', () => {
  expect(backupStamp(new Date('2026-11-27T15:30:05.123Z'))).toBe('20261127T153005Z')
})

test('client tool versions are read from --version', () => {
  expect(parseToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toEqual({ major: 15, version: '15.20' })
  expect(parseToolVersion('pg_restore (PostgreSQL) 17.2\n')).toEqual({ major: 17, version: '17.2' })
  expect(parseToolVersion('pg_dump (PostgreSQL) 18beta1\n')).toEqual({ major: 18, version: '18' })
  expect(parseToolVersion('command not found')).toBeUndefined()
})

describe('connection URLs for the PostgreSQL programs', () => {
  test('the password goes to PGPASSWORD, libpq options are kept, Prisma-only options dropped', () => {
    expect(libpqEnv('postgresql://figs:p%40ss%2Fw@db.example:6543/figs?schema=public&sslmode=verify-full&connection_limit=5')).toEqual({
      PGCONNECT_TIMEOUT: '10',
      PGHOST: 'db.example',
      PGPORT: '6543',
      PGUSER: 'figs',
      PGPASSWORD: 'p@ss/w',
      PGDATABASE: 'figs',
      PGSSLMODE: 'verify-full',
    })
  })

  test('IPv6 hosts lose their brackets; ssl=true asks for an encrypted connection', () => {
    expect(libpqEnv('postgres://u@[::1]/d?ssl=true')).toMatchObject({ PGHOST: '::1', PGSSLMODE: 'require', PGDATABASE: 'd' })
  })

  test('messages name the database without its password', () => {
    expect(describeDatabase('postgresql://figs:secret@db:5432/figs')).toBe('figs on db:5432')
  })
})
