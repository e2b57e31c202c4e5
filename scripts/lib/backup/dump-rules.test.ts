import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, test } from 'vitest'
import { codeMigrations, schemaObjects } from './code-migrations.ts'
import { checkDumpContents, DataScriptFilter } from './dump-rules.ts'

const objects = schemaObjects((await codeMigrations()).values())

/** `pg_restore --list` lines as pg_restore 15 writes them. */
const GENUINE_LIST = `;
; Archive created at 2026-12-02 05:33:41 UTC
;     dbname: figs
;
930; 1247 16677 TYPE public Currency postgres
241; 1255 16668 FUNCTION public bump_content_version() postgres
223; 1259 16503 TABLE public Admin postgres
216; 1259 16385 TABLE public _prisma_migrations postgres
3542; 0 16503 TABLE DATA public Admin postgres
3541; 0 16493 TABLE DATA public Lead postgres
3535; 0 16385 TABLE DATA public _prisma_migrations postgres
3312; 2606 16510 CONSTRAINT public Admin Admin_pkey postgres
3286; 2606 16393 CONSTRAINT public _prisma_migrations _prisma_migrations_pkey postgres
3310; 1259 16550 INDEX public Admin_email_key postgres
3386; 2620 16669 TRIGGER public Product Product_content_version postgres
3372; 2606 16572 FK CONSTRAINT public AdminSession AdminSession_adminId_fkey postgres
`

describe("a dump's table of contents", () => {
  test('what the migrations make passes; the tables with rows are named', () => {
    const entries = checkDumpContents(GENUINE_LIST, objects)
    expect(entries.filter((entry) => entry.kind === 'TABLE DATA').map((entry) => entry.name)).toEqual([
      'Admin',
      'Lead',
      '_prisma_migrations',
    ])
  })

  test.each([
    ['another function', '242; 1255 16700 FUNCTION public figs_pwn(text) postgres'],
    ['a procedure', '242; 1255 16700 PROCEDURE public p() postgres'],
    ['a trigger the migrations never make', '3393; 2620 16676 TRIGGER public Lead Lead_audit postgres'],
    ['an event trigger', '3394; 3466 16677 EVENT TRIGGER - on_ddl postgres'],
    ['an extension', '2; 3079 16384 EXTENSION - plpython3u -'],
    ['a language', '3; 2612 16385 PROCEDURAL LANGUAGE - plperlu postgres'],
    ['a rule', '3395; 2618 16678 RULE public Lead Lead_rule postgres'],
    ['a cast', '4; 2605 16386 CAST pg_catalog CAST (text AS public.x) -'],
    ['an operator', '5; 2617 16387 OPERATOR public ===(text, text) postgres'],
    ['a view', '224; 1259 16511 VIEW public leads postgres'],
    ['a table the migrations never make', '224; 1259 16511 TABLE public Payload postgres'],
    ['rows of such a table', '3600; 0 16511 TABLE DATA public Payload postgres'],
    ['a function of the migrations with arguments', '241; 1255 16668 FUNCTION public bump_content_version(text) postgres'],
    ['the migrations’ table in another schema', '223; 1259 16503 TABLE evil Admin postgres'],
    ['a large object', '3601; 2613 16999 BLOB - 16999 postgres'],
    ['privileges', '3602; 0 0 ACL - SCHEMA public pg_database_owner'],
    ['a comment', '3603; 0 0 COMMENT public TABLE Admin postgres'],
    ['a default', '3604; 2604 16600 DEFAULT public Admin id postgres'],
    ['a schema', '6; 2615 2200 SCHEMA - public pg_database_owner'],
    ['a line that is no entry', "COPY (SELECT 1) TO PROGRAM 'touch /tmp/x'"],
  ])('%s is refused, named in the message', (_what, line) => {
    const described = line.replace(/^\d+; \d+ \d+ /, '')
    expect(() => checkDumpContents(`${GENUINE_LIST}${line}\n`, objects)).toThrow(
      `database.dump holds 1 object that this site's migrations never make:\n  ${described}\n`,
    )
  })

  test('a dump without rows is no backup', () => {
    expect(() => checkDumpContents('223; 1259 16503 TABLE public Admin postgres\n', objects)).toThrow('database.dump holds no table rows.')
  })
})

/** pg_restore 15's data-only script of two tables, with its settings and comments. */
const SCRIPT = `--
-- PostgreSQL database dump
--

\\restrict AI7mJQXahADnySHe0Y0ceqGIsQyLbp8MSd20Fc6QDSrd7jt6AaAU0WxVQrngYUn

SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;

--
-- Data for Name: Admin; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public."Admin" (id, email, "passwordHash", "createdAt", "updatedAt") FROM stdin;
a1	admin@example.com	$argon2id$v=19$m=19456,t=2,p=1$x	2026-12-01 10:00:00	2026-12-01 10:00:00
a2	\\\\. starts with an escaped backslash	x	2026-12-01 10:00:00	2026-12-01 10:00:00
\\.

COPY public._prisma_migrations (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) FROM stdin;
m1	abc	2026-12-01 10:00:00+00	20261121233910_init	\\N	\\N	2026-12-01 10:00:00+00	1
\\.

\\unrestrict AI7mJQXahADnySHe0Y0ceqGIsQyLbp8MSd20Fc6QDSrd7jt6AaAU0WxVQrngYUn
`

/** What the filter passes on from `script`, read in chunks of `chunkSize` bytes. */
async function filtered(script: string | Buffer, chunkSize = 7) {
  const bytes = Buffer.from(script)
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) => bytes.subarray(i * chunkSize, (i + 1) * chunkSize))
  return (await buffer(Readable.from(chunks).pipe(new DataScriptFilter(new Set(['Admin', '_prisma_migrations']))))).toString('utf8')
}

describe("pg_restore's data script", () => {
  test('only the COPY blocks of known tables pass, their data unchanged; settings, comments and psql guards are dropped', async () => {
    const out = await filtered(SCRIPT)
    expect(out).toBe(
      SCRIPT.split('\n')
        .filter((line) => /^(COPY|a[12]\t|m1\t|\\\.$)/.test(line))
        .map((line) => `${line}\n`)
        .join(''),
    )
    // The same in one chunk as in many.
    expect(await filtered(SCRIPT, 1 << 20)).toBe(out)
  })

  test('data bytes that are not UTF-8 pass as they are', async () => {
    const script = Buffer.concat([
      Buffer.from('COPY public."Admin" (id) FROM stdin;\n'),
      Buffer.from([0xff, 0xfe, 0x0a]),
      Buffer.from('\\.\n'),
    ])
    const out = await buffer(Readable.from([script]).pipe(new DataScriptFilter(new Set(['Admin']))))
    expect(out.equals(script)).toBe(true)
  })

  test.each([
    ['a psql shell command', '\\! touch /tmp/figs-pwned'],
    ['a psql command after the data', 'COPY public."Admin" (id) FROM stdin;\na1\n\\.\n\\! touch /tmp/figs-pwned'],
    ['COPY to a program', 'COPY public."Admin" (id) TO PROGRAM \'touch /tmp/figs-pwned\';'],
    ['COPY from a program', 'COPY public."Admin" (id) FROM PROGRAM \'touch /tmp/figs-pwned\';'],
    ['COPY of a table it has no rows for', 'COPY public."Payload" (id) FROM stdin;'],
    ['COPY of another schema', 'COPY evil."Admin" (id) FROM stdin;'],
    ['a second COPY of one table', 'COPY public."Admin" (id) FROM stdin;\n\\.\nCOPY public."Admin" (id) FROM stdin;'],
    ['SQL', 'CREATE FUNCTION public.x() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;'],
    ['a role change', 'RESET ROLE;'],
    ['a setting it does not know', 'SET role = postgres;'],
    ['setval', 'SELECT pg_catalog.setval(\'public."x_seq"\', 1, true);'],
    ['another encoding', "SET client_encoding = 'SQL_ASCII';"],
    ['a line ending in CR', 'SET statement_timeout = 0;\r'],
  ])('%s is refused', async (_what, script) => {
    await expect(filtered(`${script}\n`)).rejects.toThrow(/^database\.dump /)
  })

  test('data that psql could read as its end (\\.\\r, \\.x) is refused, so the filter and psql agree where data ends', async () => {
    for (const line of ['\\.\r', '\\.x', '\\. ']) {
      await expect(filtered(`COPY public."Admin" (id) FROM stdin;\n${line}\n\\! touch /tmp/figs-pwned\n`)).rejects.toThrow(
        'database.dump holds a data line that starts like the end of a table’s rows.',
      )
    }
  })

  test('a script cut inside the rows or in a line is refused', async () => {
    await expect(filtered('COPY public."Admin" (id) FROM stdin;\na1\n')).rejects.toThrow('ends inside a table’s rows')
    await expect(filtered('COPY public."Admin" (id) FROM stdin;\na1\n\\.')).rejects.toThrow('does not end with a complete line')
  })

  test('a statement line of more than 64 kB is refused before it is read whole', async () => {
    await expect(filtered(`-- ${'x'.repeat(70_000)}\n`, 4096)).rejects.toThrow('a statement line of more than 64 kB')
  })
})
