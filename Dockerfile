# syntax=docker/dockerfile:1
# The portal's image (docs/operations.md, decision 0325): built once, run with its
# runtime dependencies only, as a user without privileges, node as PID 1 (server.ts
# handles SIGTERM and SIGINT itself). tests/run/production-start.test.ts runs the
# runtime stage's own RUN and CMD lines, as written here, on every `npm test`.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY provider-api/package.json provider-api/
COPY patches patches
# The provider workspace is the demo's and the tests': the portal's build needs none of it.
RUN --mount=type=cache,target=/root/.npm npm ci --workspaces=false --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
COPY provider-api/package.json provider-api/
# patch-package (a dependency) applies them to the runtime packages at install.
COPY patches patches
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspaces=false --no-audit --no-fund
COPY --from=build /app/build build
COPY public public
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "build/server.js"]
