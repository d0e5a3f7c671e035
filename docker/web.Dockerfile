# syntax=docker/dockerfile:1.7
# The SPA: built with Vite, served by nginx, which also proxies /api/ to the API service (same origin, no CORS).
# Build from the repository root:  docker build -f docker/web.Dockerfile -t football-jobs-web .
FROM node:20-bookworm-slim AS build
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@10.34.9 --no-fund --no-audit
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY web/package.json web/
COPY migrations/package.json migrations/
COPY seeds/package.json seeds/
# The root package is included because web/vite.config.ts imports vitest/config, a root dev dependency.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm config set store-dir /pnpm/store && \
    pnpm install --frozen-lockfile --filter "@fj/web..." --filter football-jobs
COPY tsconfig.base.json ./
COPY shared shared
COPY web web
# The SPA calls the API under its own origin; nginx strips the /api prefix (see nginx.conf).
ARG VITE_API_URL=/api
ENV VITE_API_URL=$VITE_API_URL
RUN pnpm --filter @fj/web build

FROM nginx:1.27-bookworm AS runtime
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
