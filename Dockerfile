# Production image (docs/deployment.md, decision 041): build on Node 24, run the built app as a non-root user.
# Checked without a Docker engine by `npm run check:dockerfile` (the same commands) and `npm run lint:dockerfile`.

# --- build: all dependencies, the gazetteer (postinstall) and the Vite build, then only production dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NODE_ENV=development
COPY package.json package-lock.json ./
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the build, production dependencies, migrations and content; nothing else.
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# As `npm start`: two malloc arenas and a 16 MB young generation keep a server's memory near 260 MB after a
# burst instead of 300–470 MB (decisions 044 and 045).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/content ./content
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (no database call): readiness for a load balancer is /readyz. Three misses 30 s apart leave a
# start (migrations, first demo load) 90 s before the container counts as unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=144", "server/index.ts"]
