FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:24-bookworm-slim
WORKDIR /app
RUN npm i -g pnpm@10 && useradd --create-home amc && mkdir /data && chown amc /data
COPY --from=build --chown=amc /app /app
USER amc
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js"]
