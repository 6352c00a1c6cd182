# syntax=docker/dockerfile:1
# The coach and its store in one image: compiled TypeScript, production
# dependencies only, run as the unprivileged `node` user.
ARG NODE_IMAGE=node:26-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Puppeteer (under whatsapp-web.js) never downloads a browser: the WhatsApp channel drives Debian's chromium.
COPY package.json package-lock.json .puppeteerrc.cjs ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .puppeteerrc.cjs ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# The progress charts' words are drawn by librsvg (in sharp) with the system's fonts: the slim image has none.
# Chromium is for the WhatsApp channel (WHATSAPP_ENABLED=true), at /usr/bin/chromium where it looks by default.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core chromium && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=8787 STORE_PORT=8788
WORKDIR /app
COPY --from=production-dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node data ./data
COPY --chown=node:node locales ./locales
COPY --chown=node:node content ./content
# WhatsApp's session (a linked device's keys) lives here: mount a private volume so a restart needs no new pairing.
RUN mkdir -p /app/data/whatsapp-session && chown node:node /app/data/whatsapp-session && chmod 700 /app/data/whatsapp-session
VOLUME ["/app/data/whatsapp-session"]
USER node
EXPOSE 8787 8788
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form), which finishes requests in flight before exiting.
CMD ["node", "--heap-growing-percent=50", "dist/src/main.js"]
