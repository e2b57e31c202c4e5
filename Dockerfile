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
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:22-bookworm-slim
# V8 would let garbage grow towards a multi-GB default heap before collecting; the site's
# live heap stays well below this cap (see tests/security/fuzz.test.ts).
ENV NODE_ENV=production \
    PORT=3000 \
    EMBEDDED_PG=off \
    NODE_OPTIONS="--max-old-space-size=384 --max-semi-space-size=32"
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/build build
COPY --from=build /app/app app
COPY package.json tsconfig.json ./
COPY prisma prisma
COPY scripts scripts
COPY public public
RUN mkdir -p uploads && chown node:node uploads
USER node
EXPOSE 3000
# Ready = the database answers and this build's migrations are applied (/readyz, 503 otherwise).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "scripts/start.ts"]
