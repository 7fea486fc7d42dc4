# The mail catcher of the container tests (docker-compose.test.yml): MailDev from the npm registry,
# on the local Node base, since Mailpit's image cannot be pulled here. Not a production image.
ARG NODE_IMAGE=node:24.11.1-bookworm-slim
FROM ${NODE_IMAGE}
ENV NODE_ENV=production
RUN npm install --global --no-audit --no-fund maildev@2.2.1 && npm cache clean --force
USER node
CMD ["maildev"]
