# syntax=docker/dockerfile:1.7
# The API (Fastify, built to JavaScript by scripts/lib/api-build.mjs, as `pnpm build` and `pnpm start` do) on API_PORT, and the
# product's web server (api/src/web-server.ts) on WEB_PORT: the built SPA's pages with their head tags, 404s,
# robots.txt and sitemaps. nginx (web.Dockerfile) sends HTML navigations to WEB_PORT and serves /assets/ itself.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t football-jobs-api .
FROM node:20-bookworm-slim AS base
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@10.34.9 --no-fund --no-audit
WORKDIR /app

FROM base AS deps
# Manifests first, so dependency layers are cached until a package.json or the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY web/package.json web/
COPY migrations/package.json migrations/
COPY seeds/package.json seeds/
COPY docs/examples/package.json docs/examples/
# The API and the workspace packages it imports, plus the root (esbuild, tsx). The SPA's toolchain is not installed.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm config set store-dir /pnpm/store && \
    pnpm install --frozen-lockfile --filter "@fj/api..." --filter football-jobs

# The SPA, built as web.Dockerfile builds it (same sources, same VITE_API_URL, so the same hashed names): the web
# server needs its index.html (the page shell) and serves the other files when nginx does not have them.
FROM base AS web-build
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY web/package.json web/
COPY migrations/package.json migrations/
COPY seeds/package.json seeds/
COPY docs/examples/package.json docs/examples/
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm config set store-dir /pnpm/store && \
    pnpm install --frozen-lockfile --filter "@fj/web..." --filter football-jobs
COPY tsconfig.base.json ./
COPY shared shared
COPY web web
ARG VITE_API_URL=/api
ENV VITE_API_URL=$VITE_API_URL
RUN pnpm --filter @fj/web build

FROM base AS runtime
ENV NODE_ENV=production \
    API_PORT=4000 \
    WEB_PORT=3000 \
    WEB_DIST=/app/web/dist \
    DATA_DIR=/data \
    SEED=none \
    TRUST_PROXY=1
COPY --from=deps /app /app
COPY tsconfig.base.json ./
COPY shared shared
COPY migrations migrations
COPY seeds seeds
COPY api api
COPY scripts scripts
# The built API (api/dist): production runs JavaScript; the image's start does not compile anything.
RUN node -e "import('./scripts/lib/api-build.mjs').then((build) => build.buildApi())"
COPY --from=web-build /app/web/dist web/dist
# Arabic enumeration labels for emails are the SPA's catalogue (api/src/i18n/enum-labels.ts reads it).
COPY web/src/i18n/ar.json web/src/i18n/ar.json
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000 3000
# Healthy when both answer: the API's /health and the web server's robots.txt (no database read).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "const up = (port, path) => fetch('http://127.0.0.1:' + port + path).then((r) => r.ok); Promise.all([up(process.env.API_PORT || 4000, '/health'), up(process.env.WEB_PORT || 3000, '/robots.txt')]).then((ok) => process.exit(ok.every(Boolean) ? 0 : 1), () => process.exit(1))"
# Migrations run at start (idempotent; knex's migration lock lets one replica apply them while another that
# starts at the same moment exits and is restarted by the orchestrator). See docs/operations.md.
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
