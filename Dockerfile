# syntax=docker/dockerfile:1
# One image per deployable, each a target of this file:
#   docker build --target content -t smarthome/content .
# (auth, content, operations, assistant, notifications, gateway). The build stage is shared: it
# installs the workspace once, builds the web app and writes every deployable's production bundle
# (pnpm deploy --prod, then the entry compiled with the workspace packages inside; see
# infra/deploy). Each runtime image holds one bundle and nothing else: no sources, no dev
# dependencies, no package manager.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
ENV CI=true
WORKDIR /repo
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
# Manifests first: the dependency layer is rebuilt only when they change.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY infra/embedded-mongo/package.json infra/embedded-mongo/
COPY infra/dev/package.json infra/dev/
COPY infra/deploy/package.json infra/deploy/
COPY packages/catalog/package.json packages/catalog/
COPY packages/text-rules/package.json packages/text-rules/
COPY services/shared/package.json services/shared/
COPY services/auth/package.json services/auth/
COPY services/content/package.json services/content/
COPY services/operations/package.json services/operations/
COPY services/assistant/package.json services/assistant/
COPY services/notifications/package.json services/notifications/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile
COPY . .
# The business's accounts the public pages link to (see .env.example); the gateway of a production
# site refuses a build without them.
ARG BUSINESS_WHATSAPP_NUMBER=
ARG BUSINESS_FACEBOOK_URL=
RUN pnpm --filter @smarthome/web run build \
 && pnpm --filter @smarthome/deploy run bundle all /out

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
# The files stay root's: the process (user node) reads them and writes nothing.
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "dist/healthcheck.js"]
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM runtime AS auth
COPY --from=build /out/auth /app
EXPOSE 4101

FROM runtime AS content
COPY --from=build /out/content /app
EXPOSE 4102

FROM runtime AS operations
COPY --from=build /out/operations /app
EXPOSE 4103

FROM runtime AS assistant
COPY --from=build /out/assistant /app
EXPOSE 4104

FROM runtime AS notifications
COPY --from=build /out/notifications /app
EXPOSE 4105

FROM runtime AS gateway
COPY --from=build /out/gateway /app
ENV WEB_DIST_DIR=/app/web
# The site, then /metrics on a port of its own (METRICS_PORT).
EXPOSE 4000 9464
