# The trust's site as one container. DATA_DIR (/data) holds the database and the uploads:
# mount a volume there and back it up. scripts/docker-smoke.sh repeats these steps without
# Docker; keep the two in step.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source; this image keeps Node's headers under /usr/local.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_package_config_node_gyp_nodedir=/usr/local
COPY package.json package-lock.json .npmrc prisma.config.ts ./
COPY prisma ./prisma
COPY app/site/data-paths.server.mjs ./app/site/
RUN npm ci
COPY . .
RUN npx prisma generate && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO_CONTENT=0 \
    BACKUP_EVERY_DAY=1
WORKDIR /app
COPY --from=build /app/package.json /app/server.mjs /app/prisma.config.ts ./
COPY --from=build /app/server ./server
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/app/site/data-paths.server.mjs /app/app/site/offsite-status.server.mjs ./app/site/
COPY --from=build /app/app/photos/named-files.mjs ./app/photos/
COPY --from=build /app/app/domain/old-excel-statement.mjs ./app/domain/
COPY --from=build /app/app/i18n/india-clock.mjs ./app/i18n/
COPY --from=build /app/scripts/backup.mjs /app/scripts/restore.mjs /app/scripts/owner-password.mjs ./scripts/
# Fonts for the link-preview card that shows the trust's name (Latin and Devanagari); restic and
# ssh for the off-site copy (OFFSITE_URL), and the certificates an S3 store is trusted by.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-lohit-deva restic openssh-client ca-certificates \
 && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthcheck').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.mjs applies the migrations, then serves; it stops cleanly on SIGTERM (docker stop).
CMD ["node", "server.mjs"]
