import { rm } from 'node:fs/promises'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { build as esbuild } from 'esbuild'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import routerConfig from './react-router.config.ts'

/**
 * The browser bundle translates with app/lib/i18next-client.ts wherever the code imports
 * `react-i18next`: the server renders with i18next, the browser needs none of it to hydrate.
 * The server bundle gets app/lib/i18next-server-runtime.ts: the package with a lighter hook.
 */
function browserTranslations(): Plugin {
  const runtime = path.resolve(import.meta.dirname, 'app/lib/i18next-client.ts')
  const serverRuntime = path.resolve(import.meta.dirname, 'app/lib/i18next-server-runtime.ts')
  return {
    name: 'browser-translations',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-i18next') return null
      if (this.environment.name === 'client') return runtime
      // The server's render: the package with a lighter useTranslation (which imports the package itself).
      if (this.environment.name === 'ssr' && importer !== serverRuntime) return serverRuntime
      return null
    },
  }
}

/** What every page runs without React (app/enhance.client.ts): the one script of a page that is not hydrated. */
const enhancementsEntry = /[\\/]app[\\/]enhance\.client\.ts$/
/** The modules every public page runs: the entry, the root route and the public layout. */
const sitePageEntries = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]public[\\/]layout[\\/]route\.tsx)(\?.*)?$/
/** The public pages' route modules. */
const publicRoute = /[\\/]app[\\/]routes[\\/]public[\\/]/
/** The form library the public forms share. */
const formLibrary = /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/
/** The packages of the framework chunk. */
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/

/**
 * Fewer, larger scripts for the browser: React, React DOM and React Router in one chunk; in another
 * ('site'), the app's modules that every public page loads (those the entry, the root and the
 * public layout import) and the small ones that several public pages share (cards, meta tags …),
 * as long as they need no package but the framework (a form library stays with its form). Each
 * request costs a phone a header of ~1 kB and a place in the queue; one larger file also
 * compresses better than twenty small ones.
 */
function browserChunks(): Plugin {
  const site = new Set<string>()
  const forms = new Set<string>()
  const enhancements = new Set<string>()
  return {
    name: 'browser-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      site.clear()
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      /** The app modules `from` imports, directly or not (packages are not followed). */
      const reached = (from: string[]) => {
        const found = new Set<string>()
        const queue = [...from]
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          for (const imported of imports(id)) {
            if (found.has(imported) || imported.includes('node_modules') || imported.startsWith('\0')) continue
            found.add(imported)
            queue.push(imported)
          }
        }
        return found
      }
      const ids = [...this.getModuleIds()]
      // The enhancements and what they import: a chunk that needs no other (it runs alone on pages
      // that are not hydrated; the other chunks may import from it).
      enhancements.clear()
      for (const id of ids.filter((id) => enhancementsEntry.test(id))) {
        enhancements.add(id)
        for (const imported of reached([id])) enhancements.add(imported)
      }
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      for (const id of reached(ids.filter((id) => sitePageEntries.test(id)))) site.add(id)
      // Shared by two public pages or more, and needing no package but the framework.
      const sharing = new Map<string, number>()
      // A page that is not hydrated (`handle: { hydrate: false }`) loads its route module only when
      // reached by in-browser navigation: what it shares with one other page stays with that page.
      // (A route's entry re-exports its module: the handle is in a module it imports.)
      const saysNotHydrated = (id: string) => /\bhydrate:\s*false\b/.test(this.getModuleInfo(id)?.code ?? '')
      const hydrated = (id: string) => ![id, ...imports(id)].some(saysNotHydrated)
      for (const route of entries.filter((id) => publicRoute.test(id) && !sitePageEntries.test(id) && hydrated(id))) {
        for (const id of reached([route])) sharing.set(id, (sharing.get(id) ?? 0) + 1)
      }
      const needsOnlyFramework = (id: string) =>
        [id, ...reached([id])].every((m) => imports(m).every((i) => !i.includes('node_modules') || framework.test(i)))
      for (const [id, pages] of sharing) if (pages >= 2 && needsOnlyFramework(id)) site.add(id)
      for (const id of entries) site.delete(id)
      // The public forms load after their pages' scripts (deferredComponent): what two of them
      // share (the form library, fields, buttons) is one 'forms' chunk, none of it in 'site'.
      forms.clear()
      const deferred = ids.filter((id) => publicRoute.test(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0)
      const formSharing = new Map<string, number>()
      for (const form of deferred) for (const id of reached([form])) formSharing.set(id, (formSharing.get(id) ?? 0) + 1)
      for (const [id, count] of formSharing) if (count >= 2 && !site.has(id)) forms.add(id)
      for (const id of deferred) forms.delete(id)
    },
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'enhance', test: (id: string) => enhancements.has(id), priority: 4 },
                    { name: 'framework', test: framework, priority: 3 },
                    { name: 'site', test: (id: string) => site.has(id), priority: 2 },
                    { name: 'forms', test: (id: string) => forms.has(id) || formLibrary.test(id), priority: 1 },
                  ],
                },
              },
            },
          },
        },
      },
    }),
  }
}

/**
 * The production server (server/start.ts, the entries of its server and migration processes, and
 * the app modules they import) compiled to JavaScript in `<build>/runtime`, after the app's server bundle: it runs
 * on plain Node, with no TypeScript loader at run time. Packages stay imports from node_modules.
 */
function serverRuntime(): Plugin {
  return {
    name: 'server-runtime',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async closeBundle() {
      const outdir = path.resolve(import.meta.dirname, routerConfig.buildDirectory, 'runtime')
      await rm(outdir, { recursive: true, force: true })
      await esbuild({
        entryPoints: {
          start: 'server/start.ts',
          'production-worker': 'server/production-worker.ts',
          'migrate-process': 'scripts/lib/migrate-process.ts',
        },
        absWorkingDir: import.meta.dirname,
        outdir,
        bundle: true,
        splitting: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        packages: 'external',
        logLevel: 'warning',
      })
    },
  }
}

export default defineConfig({
  plugins: [
    serverRuntime(),
    browserTranslations(),
    browserChunks(),
    tailwindcss(),
    reactRouter(),
    // The browser's files compressed once, at the best levels (brotli 11, gzip 9), at build time:
    // the server sends these (express-static-gzip) instead of compressing each request quickly.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /^index\.js$/, logLevel: 'silent' }),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 3000) },
})
