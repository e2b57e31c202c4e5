import { describe, expect, test } from 'vitest'
import { checkArchitecture } from './architecture'
import { envModule, noEnvRead } from './env-read-rule'
import { parseModule } from './syntax'

const findings = (file: string, source: string) => noEnvRead(file, parseModule(source, file)).map((v) => [v.line, v.rule])

describe('architecture/noEnvRead', () => {
  test('fires on every way of reading process.env in app/', () => {
    const source = [
      'const a = process.env.LOGIN_RATE_LIMIT_IP',
      "const b = process['env']",
      'const c = globalThis.process.env.PORT',
      'const { env: d } = process',
      "import { env as e } from 'node:process'",
      'const f = process?.env',
    ].join('\n')
    expect(findings('app/features/auth/login-lanes.server.ts', source)).toEqual([
      [1, 'architecture/noEnvRead'],
      [2, 'architecture/noEnvRead'],
      [3, 'architecture/noEnvRead'],
      [4, 'architecture/noEnvRead'],
      [5, 'architecture/noEnvRead'],
      [6, 'architecture/noEnvRead'],
    ])
  })

  test('does not fire in the env module, on the validated env, on Vite constants or on other process members', () => {
    expect(findings(envModule, 'export const env = () => parseEnv(process.env)')).toEqual([])
    const source = [
      "import { env } from '~/lib/env.server'",
      'const limit = env().FORM_RATE_LIMIT',
      'if (import.meta.env.SSR) load()',
      'const cwd = process.cwd()',
      'const { argv } = process',
      'const other = settings.env',
    ].join('\n')
    expect(findings('app/features/leads/x.server.ts', source)).toEqual([])
  })

  test('runs on every module of app/', () => {
    const sources = new Map([
      ['app/lib/db.server.ts', 'const url = process.env.DATABASE_URL'],
      [envModule, 'export const read = () => process.env'],
    ])
    expect(checkArchitecture({ sources, routeFiles: [] }).map((v) => [v.file, v.rule])).toEqual([
      ['app/lib/db.server.ts', 'architecture/noEnvRead'],
    ])
  })
})
