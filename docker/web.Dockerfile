# syntax=docker/dockerfile:1.7
# nginx in front of the API image: it serves the SPA's hashed /assets/ itself (immutable, gzip), proxies /api/ to the
# API and every other path (pages, robots.txt, sitemaps) to the web server in the API image (nginx.conf).
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
COPY docs/examples/package.json docs/examples/
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
# gzip -9 copies of the hashed text files, sent as they are by nginx's gzip_static (no per-request compression).
RUN find web/dist/assets -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' \) -size +1k -exec gzip -9 -k -n {} +

FROM nginx:1.27-bookworm AS runtime
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
# Only the hashed files: index.html, favicon and images are the web server's (pages get their head tags there).
COPY --from=build /app/web/dist/assets /usr/share/nginx/html/assets
EXPOSE 80
