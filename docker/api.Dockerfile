# syntax=docker/dockerfile:1.7
# The API (Fastify, TypeScript run by tsx: no compile step, same code path as `pnpm start`).
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
# The API and the workspace packages it imports, plus the root (tsx). The SPA's toolchain is not installed.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm config set store-dir /pnpm/store && \
    pnpm install --frozen-lockfile --filter "@fj/api..." --filter football-jobs

FROM base AS runtime
ENV NODE_ENV=production \
    API_PORT=4000 \
    DATA_DIR=/data \
    SEED=none \
    TRUST_PROXY=1
COPY --from=deps /app /app
COPY tsconfig.base.json ./
COPY shared shared
COPY migrations migrations
COPY seeds seeds
COPY api api
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.API_PORT || 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Migrations run at start (idempotent; knex's migration lock lets one replica apply them while another that
# starts at the same moment exits and is restarted by the orchestrator). See docs/operations.md.
CMD ["node", "--import", "tsx", "api/src/server.ts"]
