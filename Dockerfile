# syntax=docker/dockerfile:1
# The site's Node images, one target a deployable: compiled JavaScript on Node 24 LTS, production
# dependencies only, run as `node`. Build from the repository root:
#   docker build --target api .
#   docker build --target shell .
#   docker build --target remote --build-arg REMOTE=mfe_careers --build-arg REMOTE_DIR=mfe-careers .
# (The front server's image, on Debian's nginx, is shell/nginx/Dockerfile.)
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# Every workspace's package.json and the lockfile, so `npm ci` below is cached until they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS install
WORKDIR /site
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NODE_ENV=production

# Each image installs only its own workspace's dependencies: the other manifests are absent, so npm skips them.
FROM ${NODE_IMAGE} AS api-deps
WORKDIR /site
COPY package.json package-lock.json ./
COPY api/package.json api/
RUN npm ci --omit=dev --no-audit --no-fund -w api && npm cache clean --force

FROM install AS api-build
RUN npm run build -w api

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data
WORKDIR /site
COPY --from=api-deps /site/node_modules node_modules
# What the API needs in a version other than the one the other workspaces share (semver 7).
COPY --from=api-deps /site/api/node_modules api/node_modules
COPY --from=api-build /site/api/dist api/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.API_PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.mjs"]

# The shell: the browser build in shell/dist (its renderer in dist/ssr), its server in shell/dist-server.
FROM ${NODE_IMAGE} AS shell-deps
WORKDIR /site
COPY package.json package-lock.json ./
COPY shell/package.json shell/
RUN npm ci --omit=dev --no-audit --no-fund -w shell && npm cache clean --force

FROM install AS shell-build
RUN npm run build -w shell

FROM ${NODE_IMAGE} AS shell
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /site
COPY --from=shell-deps /site/node_modules node_modules
COPY --from=shell-build /site/shell/dist shell/dist
COPY --from=shell-build /site/shell/dist-server shell/dist-server
COPY shell/public shell/public
# Where it keeps the last release feed read (RELEASE_SNAPSHOT_FILE in docker-compose.yml).
RUN mkdir -p /var/lib/shell && chown node:node /var/lib/shell
VOLUME /var/lib/shell
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--v8-pool-size=1", "shell/dist-server/main.mjs"]

# One remote: its browser and server-rendering builds served by static-server (the cache and CORS
# rules of `npm start`).
FROM ${NODE_IMAGE} AS remote-deps
WORKDIR /site
COPY package.json package-lock.json ./
COPY static-server/package.json static-server/
RUN npm ci --omit=dev --no-audit --no-fund -w static-server && npm cache clean --force

FROM install AS remote-build
ARG REMOTE_DIR
RUN npm run build -w "${REMOTE_DIR}" && npm run build -w static-server

FROM ${NODE_IMAGE} AS remote
ARG REMOTE
ARG REMOTE_DIR
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 REMOTE=${REMOTE}
WORKDIR /site
COPY --from=remote-deps /site/node_modules node_modules
COPY --from=remote-build /site/static-server/dist static-server/dist
COPY --from=remote-build /site/${REMOTE_DIR}/dist ${REMOTE_DIR}/dist
# Every version of the remote, its own build installed at start (static-server/src/releases.ts).
ENV RELEASES_DIR=/releases
RUN mkdir /releases && chown node:node /releases
VOLUME /releases
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node static-server/dist/serve-remote.mjs \"$REMOTE\""]
