/**
 * Backups that restore: `npm run backup` of a database with leads, quotes and uploads, restored by
 * `npm run restore` into an empty database and uploads folder, gives the same rows (every table,
 * compared by content) and the same files. A restore refuses a database that holds data (unless
 * --force) and any archive that is missing, damaged or not a backup, without writing anything.
 * Without DATABASE_URL the commands join a running embedded server, or start and stop their own.
 * The compose backup service's script backs up, keeps the newest BACKUP_KEEP and restores.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import { extract, Header } from 'tar'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { installationKey, signManifest } from '../../scripts/lib/backup/archive-key.ts'
import { libpqEnv } from '../../scripts/lib/backup/database.ts'
import { findPgTools } from '../../scripts/lib/backup/pg-tools.ts'
import { openBackup, restoreBackup } from '../../scripts/lib/backup/restore-backup.ts'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts'
import { createLead, createMediaFile, createProduct } from '../support/factories'

const root = path.resolve(import.meta.dirname, '../..')
const scratch = await mkdtemp(path.join(os.tmpdir(), 'figs-backup-test-'))
await chmod(scratch, 0o755) // as root, an embedded PostgreSQL runs as another user
const uploadsDir = path.join(scratch, 'uploads')
process.env.UPLOADS_DIR = uploadsDir
// This file's installation key: the backups it makes are signed with it, its restores check it.
process.env.BACKUP_KEY = randomBytes(32).toString('hex')
const sourceUrl = process.env.DATABASE_URL!
const serverUrl = process.env.TEST_SERVER_URL!
const scratchDatabases: string[] = []

let prisma: PrismaClient

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  const quotes = await import('~/features/quotes/quotes.server')
  const { fileStorage } = await import('~/lib/storage.server')
  const product = await createProduct(prisma, { title_tr: 'Lerida İnciri', title_en: 'Lerida Figs' })
  for (const name of ['Ayşe Yılmaz', 'Hans Müller', 'Jean Dupont']) {
    const lead = await createLead(prisma, {
      name,
      email: `${randomBytes(3).toString('hex')}@example.com`,
      lines: [{ productId: product.id, title: product.title_tr, calibre: '2', quantityKg: 1250.5, packSizeKg: 12.5 }],
    })
    if (name !== 'Jean Dupont') await quotes.createQuote(lead.id, { email: 'satis@example.com' })
  }
  // Uploads as the app stores them, in both namespaces; one large enough to span many tar blocks.
  for (const [namespace, size] of [
    ['media', 300_000],
    ['media', 1],
    ['products', 4096],
  ] as const) {
    const key = `${randomBytes(8).toString('hex')}.webp`
    await fileStorage(namespace).set(key, new File([randomBytes(size)], key, { type: 'image/webp' }))
    if (namespace === 'media') await createMediaFile(prisma, { url: `/uploads/media/${key}`, filename: key })
  }
})

afterAll(async () => {
  await prisma?.$disconnect()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of scratchDatabases) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
  await admin.end()
  await rm(scratch, { recursive: true, force: true })
})

// --- Helpers --------------------------------------------------------------------------------------

/** A new empty database on the test server (no tables at all, or a copy of `template`), dropped after the file. */
async function emptyDatabase(template?: string) {
  const name = `figs_restore_${randomBytes(4).toString('hex')}`
  scratchDatabases.push(name)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

interface Finished {
  code: number | null
  stdout: string
  stderr: string
}

function finished(child: ChildProcess): Promise<Finished> {
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Runs `npm run backup|restore` as npm would (tsx), in the project folder. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return finished(
    spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, npm_config_force: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
}

/** Every table of the app's schema with its row count and a digest of all its rows' values. */
async function tableContents(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
    const contents: Record<string, { rows: number; digest: string }> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: string; digest: string }>(
        `SELECT count(*) AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM public.${pg.escapeIdentifier(name)} t`,
      )
      contents[name] = { rows: Number(rows[0]!.rows), digest: rows[0]!.digest }
    }
    return contents
  } finally {
    await client.end()
  }
}

/** Every file under `dir` (hidden ones aside) with its sha256, by relative path. */
async function fileHashes(dir: string) {
  const hashes: Record<string, string> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name))
    if (!entry.isFile() || relative.split(path.sep).some((part) => part.startsWith('.'))) continue
    hashes[relative] = createHash('sha256')
      .update(await readFile(path.join(dir, relative)))
      .digest('hex')
  }
  return hashes
}

/** A gzip'd tar of hand-made entries: what an attacker (or a broken disk) can hand to restore. */
function tarball(entries: { path: string; body?: Buffer | string; type?: 'File' | 'SymbolicLink' | 'Directory'; linkpath?: string }[]) {
  const blocks: Buffer[] = []
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '')
    const type = entry.type ?? 'File'
    const header = Buffer.alloc(512)
    new Header({
      path: entry.path,
      type,
      size: type === 'File' ? body.length : 0,
      mode: 0o644,
      mtime: new Date(),
      linkpath: entry.linkpath,
    }).encode(header, 0)
    blocks.push(header)
    if (type === 'File') blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(blocks))
}

/** The one backup archive in `dir`. */
async function onlyBackup(dir: string) {
  const files = (await readdir(dir)).filter((name) => /^figs-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/.test(name))
  expect(files).toHaveLength(1)
  return path.join(dir, files[0]!)
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

// --- npm run backup / npm run restore -------------------------------------------------------------

describe('npm run backup and npm run restore', () => {
  const backupDir = path.join(scratch, 'backups')
  let archive: string
  let targetUrl: string
  const restoredUploads = path.join(scratch, 'restored-uploads')

  test('a backup restored into an empty database and uploads folder has every row and every file', async () => {
    const backup = await runScript('backup', [], { DATABASE_URL: sourceUrl, UPLOADS_DIR: uploadsDir, BACKUP_DIR: backupDir })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/Backup written: .*figs-\d{8}T\d{6}Z\.tar\.gz/)
    expect(backup.stdout).toContain('uploads:  6 files') // three uploads, each with the storage's metadata file
    archive = await onlyBackup(backupDir)

    targetUrl = await emptyDatabase()
    const restore = await runScript('restore', [archive], { DATABASE_URL: targetUrl, UPLOADS_DIR: restoredUploads })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain('Checked: every table has the row count of the backup and every upload its checksum.')

    const source = await tableContents(sourceUrl)
    expect(source.Lead!.rows).toBe(3)
    expect(source.Quote!.rows).toBe(2)
    expect(source.QuoteLine!.rows).toBe(2)
    expect(await tableContents(targetUrl)).toEqual(source)
    const files = await fileHashes(uploadsDir)
    expect(Object.keys(files)).toHaveLength(6)
    expect(await fileHashes(restoredUploads)).toEqual(files)
  }, 120_000)

  test('restore refuses a database that holds data unless --force, which replaces all of it', async () => {
    const target = new pg.Client({ connectionString: targetUrl })
    await target.connect()
    try {
      await target.query(
        `INSERT INTO "Lead" (id, kind, name, "updatedAt") VALUES ('extra-lead', 'contact', 'Added after the backup', now())`,
      )
      const refused = await runScript('restore', [archive], { DATABASE_URL: targetUrl, UPLOADS_DIR: restoredUploads })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/The database figs_restore_\w+ on 127\.0\.0\.1:\d+ already holds data \(.*Lead: 4 rows/)
      expect(refused.stderr).toContain('run it again with --force')
      expect(refused.stderr).toContain('Nothing was changed.')
      expect((await target.query(`SELECT 1 FROM "Lead" WHERE id = 'extra-lead'`)).rowCount).toBe(1)

      const forced = await runScript('restore', [archive, '--force'], { DATABASE_URL: targetUrl, UPLOADS_DIR: restoredUploads })
      expect(forced.code).toBe(0)
      expect((await target.query(`SELECT 1 FROM "Lead" WHERE id = 'extra-lead'`)).rowCount).toBe(0)
    } finally {
      await target.end()
    }
    expect(await tableContents(targetUrl)).toEqual(await tableContents(sourceUrl))
  }, 120_000)

  test('a freshly migrated database (only the migrations’ own rows) counts as empty: its tables are replaced', async () => {
    const migratedUrl = await emptyDatabase('figs_test_template')
    const backup = await openBackup(archive)
    const lines: string[] = []
    try {
      const result = await restoreBackup(backup, {
        databaseUrl: migratedUrl,
        storage: { backend: 'fs', directory: path.join(scratch, 'migrated-uploads') },
        log: (line) => lines.push(line),
      })
      expect(result.mismatches).toEqual([])
    } finally {
      await backup.close()
    }
    expect(lines.join('\n')).not.toContain('already holds data')
    expect(await tableContents(migratedUrl)).toEqual(await tableContents(sourceUrl))
  }, 120_000)

  test('a file that is not a backup gets a clear message and a failing exit, before any database is touched', async () => {
    const text = path.join(scratch, 'notes.txt')
    await writeFile(text, 'not a backup\n')
    const result = await runScript('restore', [text], {
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
      UPLOADS_DIR: restoredUploads,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${text} is not a readable backup archive`)
    expect(result.stderr).toContain('Nothing was changed.')

    const missing = await runScript('restore', [path.join(scratch, 'nope.tar.gz')], { DATABASE_URL: targetUrl })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(`There is no backup at ${path.join(scratch, 'nope.tar.gz')}.`)
  }, 120_000)

  test('damaged and hostile archives are refused with what is wrong, and nothing is written outside', async () => {
    const unpacked = await mkdtemp(path.join(scratch, 'unpacked-'))
    await extract({ file: archive, cwd: unpacked })
    const manifest = await readFile(path.join(unpacked, 'manifest.json'), 'utf8')
    const dump = await readFile(path.join(unpacked, 'database.dump'))
    const uploads = await Promise.all(
      Object.keys(await fileHashes(path.join(unpacked, 'uploads'))).map(async (file) => ({
        path: `uploads/${file}`,
        body: await readFile(path.join(unpacked, 'uploads', file)),
      })),
    )
    const escapeName = `figs-escape-${randomBytes(4).toString('hex')}`
    const cases: [string, Buffer, RegExp][] = [
      ['random bytes', randomBytes(5000), /is not a readable backup archive/],
      ['half a backup', (await readFile(archive)).subarray(0, 40_000), /is not a readable backup archive/],
      [
        'a path out of the folder',
        tarball([{ path: `../${escapeName}`, body: 'x' }]),
        new RegExp(`unexpected entry "\\.\\./${escapeName}"`),
      ],
      [
        'a path out of the uploads',
        tarball([{ path: `uploads/../../${escapeName}`, body: 'x' }]),
        /unexpected entry "uploads\/\.\.\/\.\.\//,
      ],
      ['an absolute path', tarball([{ path: `/tmp/${escapeName}`, body: 'x' }]), /unexpected entry "\/tmp\//],
      [
        'a link',
        tarball([
          { path: 'uploads/media/etc', type: 'SymbolicLink', linkpath: '/etc' },
          { path: 'uploads/media/etc/passwd', body: 'x' },
        ]),
        /"uploads\/media\/etc" is a SymbolicLink, not a plain file/,
      ],
      [
        'a huge manifest',
        tarball([{ path: 'manifest.json', body: Buffer.alloc(33 * 1024 * 1024, 32) }]),
        /manifest\.json is 34603008 bytes/,
      ],
      ['no manifest', tarball([{ path: 'database.dump', body: dump }]), /it has no manifest\.json/],
      [
        'a foreign manifest',
        tarball([
          { path: 'manifest.json', body: '{"format":"other"}' },
          { path: 'database.dump', body: dump },
        ]),
        /manifest\.json does not describe a backup of this site \(format:/,
      ],
      [
        'an upload the manifest does not list',
        tarball([
          { path: 'manifest.json', body: manifest },
          { path: 'database.dump', body: dump },
          ...uploads,
          { path: 'uploads/media/extra.dat', body: 'x' },
        ]),
        /uploads\/media\/extra\.dat is not in the manifest/,
      ],
      [
        'a damaged dump',
        tarball([
          { path: 'manifest.json', body: manifest },
          { path: 'database.dump', body: Buffer.concat([dump.subarray(0, -1), Buffer.from([dump.at(-1)! ^ 1])]) },
          ...uploads,
        ]),
        /database\.dump does not match its checksum in the manifest/,
      ],
    ]
    for (const [what, bytes, message] of cases) {
      const file = path.join(scratch, `${what.replaceAll(' ', '-')}.tar.gz`)
      await writeFile(file, bytes)
      await expect(openBackup(file), what).rejects.toThrow(message)
    }
    for (const dir of [os.tmpdir(), scratch, path.dirname(scratch), '/tmp']) expect(existsSync(path.join(dir, escapeName))).toBe(false)
    // The temporary folders of the refused restores are gone too.
    expect((await readdir(os.tmpdir())).filter((name) => name.startsWith('figs-restore-'))).toEqual([])
  }, 120_000)

  /** The genuine archive's manifest and dump, and an archive made of `entries` (what anyone can write). */
  async function genuineParts() {
    const unpacked = await mkdtemp(path.join(scratch, 'parts-'))
    await extract({ file: archive, cwd: unpacked })
    return {
      manifest: await readFile(path.join(unpacked, 'manifest.json')),
      signature: await readFile(path.join(unpacked, 'manifest.hmac'), 'utf8').catch(() => ''),
      dump: await readFile(path.join(unpacked, 'database.dump')),
    }
  }
  async function archiveFile(name: string, entries: { path: string; body: Buffer | string }[]) {
    const file = path.join(scratch, `${name}.tar.gz`)
    await writeFile(file, tarball(entries))
    return file
  }

  test('a dump made elsewhere whose CHECK constraint calls a function doing COPY … TO PROGRAM, with correct checksums, is refused: nothing runs, nothing is written', async () => {
    // The attacker's database: the site's schema, a function that runs a program (only once it is
    // restored elsewhere, so making the dump runs nothing), a CHECK constraint that calls it for every row.
    const craftUrl = await emptyDatabase('figs_test_template')
    const craftName = new URL(craftUrl).pathname.slice(1)
    const marker = path.join('/tmp', `figs-pwned-${randomBytes(4).toString('hex')}`)
    const craft = new pg.Client({ connectionString: craftUrl })
    await craft.connect()
    try {
      await craft.query(`
        CREATE FUNCTION public.figs_check(value text) RETURNS boolean LANGUAGE plpgsql AS $fn$
        BEGIN
          IF current_database() <> '${craftName}' THEN
            EXECUTE format('COPY (SELECT 1) TO PROGRAM %L', 'touch ${marker}');
          END IF;
          RETURN true;
        END
        $fn$`)
      await craft.query('ALTER TABLE "Lead" ADD CONSTRAINT "Lead_check" CHECK (public.figs_check(id))')
      await craft.query(`INSERT INTO "Lead" (id, kind, name, "updatedAt") VALUES ('crafted', 'contact', 'Crafted', now())`)
    } finally {
      await craft.end()
    }
    const tools = await findPgTools(['pg_dump'], 0)
    const dumpFile = path.join(scratch, 'crafted.dump')
    await finished(
      spawn(tools.path('pg_dump'), ['--format=custom', '--no-owner', `--file=${dumpFile}`], {
        env: { ...process.env, ...libpqEnv(craftUrl) },
      }),
    )
    const dump = await readFile(dumpFile)
    const genuine = JSON.parse((await genuineParts()).manifest.toString('utf8'))
    const rows = Object.fromEntries(Object.entries(await tableContents(craftUrl)).map(([table, { rows }]) => [table, rows]))
    const sha256 = createHash('sha256').update(dump).digest('hex')
    const manifest = `${JSON.stringify({
      ...genuine,
      database: { ...genuine.database, size: dump.length, sha256, tables: rows },
      uploads: { storage: 'fs', files: [] },
    })}\n`
    const unsigned = await archiveFile('crafted', [
      { path: 'manifest.json', body: manifest },
      { path: 'database.dump', body: dump },
    ])

    // The README's "move to a new server": an empty database, no --force.
    const targetUrl = await emptyDatabase()
    const env = { DATABASE_URL: targetUrl, UPLOADS_DIR: path.join(scratch, 'crafted-uploads') }
    const refused = await runScript('restore', [unsigned], env)
    expect(refused.stderr).toContain('carries no signature (manifest.hmac)')
    expect(refused.stderr).toContain('Nothing was changed.')
    expect(refused.code).toBe(1)

    // Trusted by the operator, it is still refused for what it holds, before anything is written.
    const trusted = await runScript('restore', [unsigned, '--trust-archive'], env)
    expect(trusted.stderr).toContain(
      "database.dump holds 1 object that this site's migrations never make:\n  FUNCTION public figs_check(text)",
    )
    expect(trusted.code).toBe(1)

    // And signed with this installation's own key (a database that was tampered with before its backup).
    const key = (await installationKey())!
    const signed = await archiveFile('crafted-signed', [
      { path: 'manifest.json', body: manifest },
      { path: 'manifest.hmac', body: signManifest(key, Buffer.from(manifest)) },
      { path: 'database.dump', body: dump },
    ])
    const signedRefused = await runScript('restore', [signed], env)
    expect(signedRefused.stderr).toContain('FUNCTION public figs_check(text)')
    expect(signedRefused.code).toBe(1)

    expect(existsSync(marker), `${marker} was made by the restore`).toBe(false)
    expect(await tableContents(targetUrl)).toEqual({})
  }, 120_000)

  test('an archive whose signature is missing, forged, of another key or of another manifest is refused; a moved key or --trust-archive restores it', async () => {
    const { manifest, signature, dump } = await genuineParts()
    const uploads: { path: string; body: Buffer }[] = []
    const unpacked = await mkdtemp(path.join(scratch, 'signed-'))
    await extract({ file: archive, cwd: unpacked })
    for (const file of Object.keys(await fileHashes(path.join(unpacked, 'uploads')))) {
      uploads.push({ path: `uploads/${file}`, body: await readFile(path.join(unpacked, 'uploads', file)) })
    }
    const withSignature = (name: string, hmac: string | undefined, body: Buffer = manifest) =>
      archiveFile(name, [
        { path: 'manifest.json', body },
        ...(hmac === undefined ? [] : [{ path: 'manifest.hmac', body: hmac }]),
        { path: 'database.dump', body: dump },
        ...uploads,
      ])
    const other = createHmac('sha256', 'another installation').update(manifest).digest('hex')
    const altered = Buffer.from(manifest.toString('utf8').replace('"formatVersion": 1', '"formatVersion": 1 '))
    const cases: [string, string | undefined, Buffer, RegExp][] = [
      ['no signature', undefined, manifest, /carries no signature \(manifest\.hmac\)/],
      ['a forged signature', signature.replace(/[0-9a-f]{64}\n$/, `${'0'.repeat(64)}\n`), manifest, /does not match its manifest/],
      [
        'another key',
        `figs-backup-hmac-sha256 0123456789abcdef ${other}\n`,
        manifest,
        /signed with another installation's key \(id 0123456789abcdef;/,
      ],
      ['a manifest changed after signing', signature, altered, /does not match its manifest/],
      ['a signature of another scheme', `sha256 ${other}\n`, manifest, /is not one npm run backup writes/],
    ]
    for (const [what, hmac, body, message] of cases) {
      const file = await withSignature(what.replaceAll(' ', '-'), hmac, body)
      await expect(openBackup(file), what).rejects.toThrow(message)
      await expect(openBackup(file), what).rejects.toThrow(/--trust-archive.*Nothing was changed\.$/s)
    }

    // Another installation (its own key) refuses the genuine archive until the key is copied over.
    const elsewhere = {
      UPLOADS_DIR: path.join(scratch, 'moved-uploads'),
      BACKUP_KEY: '',
      BACKUP_KEY_FILE: path.join(scratch, 'new-server', 'backup-key'),
    }
    const noKey = await runScript('restore', [archive], { ...elsewhere, DATABASE_URL: await emptyDatabase() })
    expect(noKey.code).toBe(1)
    expect(noKey.stderr).toContain(`This installation has no backup key (BACKUP_KEY, or the file ${elsewhere.BACKUP_KEY_FILE})`)
    await mkdir(path.dirname(elsewhere.BACKUP_KEY_FILE), { recursive: true })
    await writeFile(elsewhere.BACKUP_KEY_FILE, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
    const otherKey = await runScript('restore', [archive], { ...elsewhere, DATABASE_URL: await emptyDatabase() })
    expect(otherKey.code).toBe(1)
    expect(otherKey.stderr).toContain("it was signed with another installation's key")
    await writeFile(elsewhere.BACKUP_KEY_FILE, `${process.env.BACKUP_KEY}\n`)
    const movedUrl = await emptyDatabase()
    const moved = await runScript('restore', [archive], { ...elsewhere, DATABASE_URL: movedUrl })
    expect(moved.stderr).toBe('')
    expect(moved.code).toBe(0)
    expect(await tableContents(movedUrl)).toEqual(await tableContents(sourceUrl))

    // An unsigned archive the operator vouches for restores as well.
    const trustedUrl = await emptyDatabase()
    const trusted = await runScript('restore', [await withSignature('trusted', undefined), '--trust-archive'], {
      DATABASE_URL: trustedUrl,
      UPLOADS_DIR: path.join(scratch, 'trusted-uploads'),
    })
    expect(trusted.stderr).toBe('')
    expect(trusted.code).toBe(0)
    expect(trusted.stdout).toContain('--trust-archive restores the archive without checking that this installation made it')
    expect(await tableContents(trustedUrl)).toEqual(await tableContents(sourceUrl))
  }, 120_000)
})

// --- Without DATABASE_URL: the embedded database --------------------------------------------------

test('without DATABASE_URL, a backup uses the embedded server a running site serves, or starts and stops its own', async () => {
  const dataDir = path.join(scratch, 'embedded')
  const backupDir = path.join(scratch, 'embedded-backups')
  const env = { DATABASE_URL: '', EMBEDDED_PG_DIR: dataDir, UPLOADS_DIR: path.join(scratch, 'no-uploads'), BACKUP_DIR: backupDir }
  const site = await startEmbeddedPostgres({ dataDir, durable: false })
  try {
    const joined = await runScript('backup', [], env)
    expect(joined.code).toBe(0)
    expect(joined.stdout).toContain(`Using the PostgreSQL server that process ${process.pid} runs on ${dataDir} (port ${site.port}).`)
    expect(joined.stdout).toContain('Backup written')
  } finally {
    await site.stop()
  }
  await rm(backupDir, { recursive: true })
  const alone = await runScript('backup', [], env)
  expect(alone.code).toBe(0)
  expect(alone.stdout).toContain(`Embedded PostgreSQL is running on port ${site.port}`)
  expect(alone.stdout).toContain('uploads:  0 files')
  await onlyBackup(backupDir)
  // The server it started is stopped again.
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)
}, 120_000)

// --- The compose backup service -------------------------------------------------------------------

/** The compose service's script, run with `env` as the service runs it (PostgreSQL's client programs and node on PATH). */
async function composeService() {
  const tools = await findPgTools(['pg_dump', 'pg_restore', 'psql'], 0)
  const script = path.join(root, 'scripts/lib/backup/compose-backup.sh')
  const env = {
    ...process.env,
    PATH: [tools.dir, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
    npm_config_force: '',
    BACKUP_INTERVAL_HOURS: '1',
    BACKUP_KEEP: '2',
  }
  return {
    env,
    run: (args: string[], more: Record<string, string>) => finished(spawn('sh', [script, ...args], { env: { ...env, ...more } })),
    start: (more: Record<string, string>) => spawn('sh', [script], { env: { ...env, ...more }, stdio: ['ignore', 'pipe', 'pipe'] }),
  }
}

test('the compose backup service makes signed archives on start, keeps the newest BACKUP_KEEP, and restores them with the checks of npm run restore', async () => {
  const compose = await composeService()
  const backupDir = path.join(scratch, 'compose-backups')
  await mkdir(backupDir)
  for (const stamp of ['20200101T000000Z', '20200102T000000Z']) await writeFile(path.join(backupDir, `figs-${stamp}.tar.gz`), 'old')
  const service = compose.start({ DATABASE_URL: sourceUrl, BACKUP_DIR: backupDir, UPLOADS_DIR: uploadsDir })
  const stopped = finished(service)
  let output = ''
  service.stdout.on('data', (chunk: string) => (output += chunk))
  // A backup right away, then the older of the two old ones goes (BACKUP_KEEP=2).
  await until(() => output.includes('removed backup figs-20200101T000000Z (the newest 2 are kept)'), 60_000)
  service.kill('SIGTERM')
  const { code, stdout } = await stopped
  expect(code).toBe(0)
  expect(stdout).toMatch(/Backup written: .*figs-\d{8}T\d{6}Z\.tar\.gz/)
  const backups = (await readdir(backupDir)).filter((name) => /^figs-\d{8}T\d{6}Z\.tar\.gz$/.test(name)).sort()
  const [kept, name] = backups
  expect(backups).toHaveLength(2)
  expect(kept).toBe('figs-20200102T000000Z.tar.gz')
  const stamp = name!.replace(/\.tar\.gz$/, '')
  const listed = await compose.run(['list'], { DATABASE_URL: sourceUrl, BACKUP_DIR: backupDir })
  expect(listed.stdout).toMatch(new RegExp(`^${stamp}  \\d+ bytes\n`))

  const targetUrl = await emptyDatabase()
  const restoredUploads = path.join(scratch, 'compose-restored-uploads')
  await mkdir(restoredUploads)
  const into = { DATABASE_URL: targetUrl, BACKUP_DIR: backupDir, UPLOADS_DIR: restoredUploads }
  const restored = await compose.run(['restore', stamp], into)
  expect(restored.stderr).toBe('')
  expect(restored.code).toBe(0)
  expect(restored.stdout).toContain('Checked: every table has the row count of the backup and every upload its checksum.')
  expect(await tableContents(targetUrl)).toEqual(await tableContents(sourceUrl))
  expect(await fileHashes(restoredUploads)).toEqual(await fileHashes(uploadsDir))
  const again = await compose.run(['restore', stamp], into)
  expect(again.code).toBe(1)
  expect(again.stderr).toMatch(/already holds data/)
}, 120_000)

test('the compose service refuses an archive it cannot check (unsigned, of another key, a bare dump) and writes nothing', async () => {
  const compose = await composeService()
  const backupDir = path.join(scratch, 'compose-crafted')
  const made = await runScript('backup', [], { DATABASE_URL: sourceUrl, UPLOADS_DIR: uploadsDir, BACKUP_DIR: backupDir })
  expect(made.code).toBe(0)
  const unpacked = await mkdtemp(path.join(scratch, 'compose-parts-'))
  await extract({ file: await onlyBackup(backupDir), cwd: unpacked })
  const manifest = await readFile(path.join(unpacked, 'manifest.json'))
  const parts = [
    { path: 'manifest.json', body: manifest },
    { path: 'database.dump', body: await readFile(path.join(unpacked, 'database.dump')) },
  ]
  for (const file of Object.keys(await fileHashes(path.join(unpacked, 'uploads')))) {
    parts.push({ path: `uploads/${file}`, body: await readFile(path.join(unpacked, 'uploads', file)) })
  }
  const other = createHmac('sha256', 'another installation').update(manifest).digest('hex')
  await writeFile(path.join(backupDir, 'figs-20300101T000000Z.tar.gz'), tarball(parts))
  await writeFile(
    path.join(backupDir, 'figs-20300102T000000Z.tar.gz'),
    tarball([...parts, { path: 'manifest.hmac', body: `figs-backup-hmac-sha256 0123456789abcdef ${other}\n` }]),
  )
  await writeFile(path.join(backupDir, 'figs-20300103T000000Z.dump'), await readFile(path.join(unpacked, 'database.dump')))
  const targetUrl = await emptyDatabase()
  const targetUploads = path.join(scratch, 'compose-crafted-uploads')
  await mkdir(targetUploads)
  const into = { DATABASE_URL: targetUrl, BACKUP_DIR: backupDir, UPLOADS_DIR: targetUploads }
  for (const [name, message] of [
    ['figs-20300101T000000Z', /carries no signature \(manifest\.hmac\)/],
    ['figs-20300102T000000Z', /signed with another installation's key/],
    ['figs-20300103T000000Z', /is a bare database dump: it carries no signature and no manifest/],
    ['figs-20300103T000000Z.dump', /is a bare database dump/],
  ] as const) {
    const refused = await compose.run(['restore', name], into)
    expect(refused.code, name).toBe(1)
    expect(refused.stderr, name).toMatch(message)
    expect(refused.stderr, name).toMatch(/Nothing was changed\.\s*$/)
  }
  // An option the restore does not know is no name of a backup.
  expect((await compose.run(['restore', '--forse', 'figs-20300101T000000Z'], into)).stderr).toContain("Unknown option '--forse'")
  expect(await tableContents(targetUrl)).toEqual({})
  expect(await readdir(targetUploads)).toEqual([])
}, 120_000)
