# The site as a container image, after Next.js's examples/with-docker: the dependencies, the build
# and the server in stages of their own, the standalone output, the non-root `node` user. How to
# build and run it, which settings go where, and the cache volume: docs/deploying.md, "In a container".
#
#   docker build -t tuition-site --build-arg CMS_BASE_URL=https://cms.example.gov \
#     --build-arg SITE_URL=https://www.example.gov \
#     --build-arg CONTACT_DIRECTORY_FILE=deploy/contacts.json --secret id=CMS_API_KEY .
#
# Needs BuildKit (Docker's default builder) or buildah/podman, for the secret and cache mounts;
# buildah and podman keep the HEALTHCHECK only with `--format docker`.
ARG NODE_VERSION=24-slim

FROM node:${NODE_VERSION} AS dependencies
WORKDIR /app
# Exactly the lock file's packages (npm ci: the lock file holds every platform's optional
# packages), after the preinstall check of the Node version.
COPY package.json package-lock.json ./
COPY scripts/check-node-version.mjs scripts/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# The site's settings. Pages are prerendered by the build, so the build and the server must run
# with the same values: build arguments, kept in the image as its environment. Each may still be
# set when the container starts. Secrets are never build arguments (see the build step below).
FROM node:${NODE_VERSION} AS settings
ARG CMS_BASE_URL=
ARG CMS_REVALIDATE_SECONDS=
ARG CMS_TIMEOUT_MS=
ARG SITE_URL=
# The program's contact directory and the article each page shows, JSON files in the build context
# (e.g. deploy/contacts.json, deploy/articles.json), read by the build only (docs/site.md).
ARG CONTACT_DIRECTORY_FILE=
ARG CMS_ARTICLES_FILE=
# Redis behind Sentinel, read at start (kept here for images built for one fleet); its passwords,
# and REDIS_URL, come at start only.
ARG REDIS_SENTINELS=
ARG REDIS_SENTINEL_NAME=
ARG GA_MEASUREMENT_ID=
ARG ANALYTICS_ENABLED=
ARG APP_ENV=
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    CMS_BASE_URL=${CMS_BASE_URL} \
    CMS_REVALIDATE_SECONDS=${CMS_REVALIDATE_SECONDS} \
    CMS_TIMEOUT_MS=${CMS_TIMEOUT_MS} \
    SITE_URL=${SITE_URL} \
    CONTACT_DIRECTORY_FILE=${CONTACT_DIRECTORY_FILE} \
    CMS_ARTICLES_FILE=${CMS_ARTICLES_FILE} \
    REDIS_SENTINELS=${REDIS_SENTINELS} \
    REDIS_SENTINEL_NAME=${REDIS_SENTINEL_NAME} \
    GA_MEASUREMENT_ID=${GA_MEASUREMENT_ID} \
    ANALYTICS_ENABLED=${ANALYTICS_ENABLED} \
    APP_ENV=${APP_ENV}
WORKDIR /app

FROM settings AS builder
COPY --from=dependencies /app/node_modules ./node_modules
COPY . .
# The secrets the build may need (the CMS's credentials to prerender the pages) come as secret
# files, visible to this one command and
# kept in no layer: `--secret id=CMS_API_KEY` (Docker reads the variable of that name; buildah and
# podman take `--secret id=CMS_API_KEY,src=<file>`). A missing one is left unset.
RUN --mount=type=secret,id=CMS_API_KEY \
    --mount=type=secret,id=CMS_AUTHORIZATION \
    --mount=type=secret,id=REVALIDATE_SECRET \
    for name in CMS_API_KEY CMS_AUTHORIZATION REVALIDATE_SECRET; do \
      if [ -f "/run/secrets/$name" ]; then export "$name=$(cat "/run/secrets/$name")"; fi; \
    done \
    && npm run build

FROM settings AS runner
ENV PORT=3000 \
    HOSTNAME=0.0.0.0
# The app belongs to root, so the server cannot change its own code or its build's pages.
COPY --from=builder /app/.next/standalone ./
# What the server writes: regenerated pages (.next/server/route-cache) and the articles last
# fetched (.next/cache). Mount a volume on .next/cache to keep the articles across restarts and
# new builds (`-v tuition-site-cache:/app/.next/cache`); no VOLUME here, so a `docker run` without
# one leaves no anonymous volume behind. Pages are per build, so they stay out of it: with a
# read-only root filesystem they live in memory, and the server says so in one log line
# (docs/deploying.md, "Running the image").
RUN mkdir -p .next/server/route-cache .next/cache \
    && chown -R node:node .next/server/route-cache .next/cache
USER node
EXPOSE 3000
# Node, not curl: the slim image has no curl. /api/health answers without calling the CMS. Every
# 5 s: the first check, which reports the container healthy (compose's nginx waits for it), comes
# 5 s after a start that takes under one. (--start-interval would allow a slower steady rate, but
# Docker before 25 refuses it.)
HEALTHCHECK --interval=5s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
