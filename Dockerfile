# syntax=docker/dockerfile:1
# Multi-stage build on a current Node LTS. The build stage installs the dev tools (TypeScript) and
# compiles dist/; the runtime stage makes its own production install (`npm ci --omit=dev`: the
# runtime dependencies only, no test tools, no benchmark corpora) and copies dist/ in.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are not needed to compile TypeScript; the runtime stage runs them.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# Native addons (tree-sitter and its grammars, msgpackr-extract) load prebuilt binaries; the
# toolchain is there for a platform without one and leaves with the same layer.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force \
    && apt-get purge -y python3 make g++ && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node app.yml ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The webhook server; run the worker from the same image with: docker run ... node dist/worker.js
CMD ["node", "dist/server.js"]
