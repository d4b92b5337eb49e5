# syntax=docker/dockerfile:1
# Multi-stage build on a current Node LTS. Native addons (tree-sitter, its Python grammar,
# msgpackr-extract) are installed - prebuilt or compiled - in the build stage only.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Toolchain for native addons whose prebuilt binary does not fit this platform.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json app.yml ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The webhook server; run the worker from the same image with: docker run ... node dist/worker.js
CMD ["node", "dist/server.js"]
