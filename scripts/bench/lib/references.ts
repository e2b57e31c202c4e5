/**
 * Reference servers that answer exactly the bytes the app answered, with the same Content-Type:
 * what serving those pages could cost at best. Both answer compressed bytes made beforehand
 * (br when the client accepts it, else gzip), as a cache of finished answers would.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { startNodeReferenceServer } from '../../../tests/support/node-reference-server.ts'
import { onCleanup, track } from './processes.ts'

export interface Page {
  path: string
  contentType: string
  body: Buffer
}

/** Debian's libnginx-mod-http-brotli-static; without it nginx answers gzip. */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

const compressed = (page: Page) => ({ br: brotliCompressSync(page.body), gzip: gzipSync(page.body) })

/** A bare Node `http` server answering from memory (tests/support/node-reference-server.ts). */
export async function startNodeReference(pages: Page[], port: number) {
  const server = await startNodeReferenceServer(
    pages.map((page) => ({ ...page, ...compressed(page) })),
    port,
  )
  onCleanup(server.close)
  return server.url
}

export const nginxHasBrotli = () => existsSync(BROTLI_STATIC)

export function nginxVersion() {
  const run = spawnSync('nginx', ['-v'], { encoding: 'utf8' })
  return run.error ? undefined : run.stderr.trim().replace(/^nginx version: /, '')
}

/**
 * nginx (one worker, like the one Node process it is compared with) serving the pages as files
 * from `dir` with their compressed twins (gzip_static, brotli_static when installed).
 */
export async function startNginx(pages: Page[], port: number, dir: string) {
  const www = path.join(dir, 'www')
  mkdirSync(www, { recursive: true })
  const brotli = nginxHasBrotli()
  const locations = pages.map((page, i) => {
    const { br, gzip } = compressed(page)
    writeFileSync(path.join(www, `page-${i}`), page.body)
    writeFileSync(path.join(www, `page-${i}.gz`), gzip)
    if (brotli) writeFileSync(path.join(www, `page-${i}.br`), br)
    return `    location = ${page.path} { default_type "${page.contentType}"; try_files /page-${i} =404; }`
  })
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`)
  const errorLog = path.join(dir, 'error.log')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx hands its worker to an unprivileged user (the files are world-readable).
      process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
      brotli ? `load_module ${BROTLI_STATIC};` : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      '  types {}',
      '  gzip_static on;',
      '  gzip_vary on;',
      brotli ? '  brotli_static on;' : '',
      ...temp,
      `  server {`,
      `    listen 127.0.0.1:${port};`,
      `    root ${www};`,
      ...locations,
      '  }',
      '}',
    ].join('\n'),
  )
  const child = track(spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: 'ignore' }))
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt++) {
    const answered = await fetch(base + pages[0].path).catch(() => undefined)
    if (answered?.ok) return base
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not start:\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : ''}`)
}
