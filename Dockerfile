# One image recipe for every service of docker-compose.yml; each service picks its target.
FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM build AS api
ENV HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
CMD ["npm", "start", "-w", "api"]

FROM build AS remote
ARG REMOTE
ENV HOST=0.0.0.0 REMOTE=${REMOTE}
CMD ["sh", "-c", "exec npx tsx scripts/src/serve-remote.ts \"$REMOTE\""]

FROM build AS shell
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["npm", "start", "-w", "shell"]
