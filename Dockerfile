# One image for the API (which also serves the built web app) and the worker.
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
# Demo seeding reads its pack illustrations from the sources.
COPY --from=build /app/api/src/db/seed-images ./api/src/db/seed-images
COPY --from=build /app/web/dist ./web/dist
# The public pages' server renderer (self-contained: every library it needs is inside).
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
CMD ["node", "api/dist/main.js"]
