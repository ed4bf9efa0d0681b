# The storefront as a container image (issue 22 item 2, ADR 0072). Multi-stage: the build stage has the dev
# dependencies and runs `npm run build`; the runtime image has production dependencies only, runs as the
# unprivileged `node` user and starts the server bundle. Several containers share one PostgreSQL (DATABASE_URL);
# compose.yaml runs two of them behind nginx.
# `npm install`, not `npm ci`: the lockfile cannot satisfy `npm ci` (STACK.md). --ignore-scripts skips the
# `prepare` script (a build and a demo database template for `npm start` on a laptop).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/var
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The bundle reads files next to its sources at run time (migrations, package.json, locales): the sources come along.
COPY package.json ./
COPY server ./server
COPY src ./src
COPY contract ./contract
COPY public ./public
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains the requests in flight (SHUTDOWN_TIMEOUT_MS, default 10 s); compose waits longer than that.
STOPSIGNAL SIGTERM
CMD ["node", "dist/node/main.js"]
