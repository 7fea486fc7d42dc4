# syntax=docker/dockerfile:1
# One remote's image: its browser build served by scripts/src/serve-remote.ts compiled to
# JavaScript (the cache and CORS rules of `npm start`), on Node 24 LTS, run as `node`.
# Build from the repository root:
#   docker build -f scripts/remote.Dockerfile --build-arg REMOTE=mfe_careers --build-arg REMOTE_DIR=mfe-careers .
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
ARG REMOTE_DIR
WORKDIR /site
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NODE_ENV=production
RUN npm run build -w "${REMOTE_DIR}" && npm run build -w scripts

FROM ${NODE_IMAGE} AS deps
WORKDIR /site
COPY package.json package-lock.json ./
COPY scripts/package.json scripts/
RUN npm ci --omit=dev --no-audit --no-fund -w scripts && npm cache clean --force

FROM ${NODE_IMAGE}
ARG REMOTE
ARG REMOTE_DIR
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 REMOTE=${REMOTE}
WORKDIR /site
COPY --from=deps /site/node_modules node_modules
COPY --from=build /site/scripts/dist scripts/dist
COPY --from=build /site/${REMOTE_DIR}/dist ${REMOTE_DIR}/dist
# Earlier releases' browser files, kept for tabs still open on them (serve-static.ts keepRelease).
ENV RELEASES_DIR=/releases
RUN mkdir /releases && chown node:node /releases
VOLUME /releases
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node scripts/dist/serve-remote.mjs \"$REMOTE\""]
