import Redis from 'ioredis';
import type { Logger } from '../../common/logger';
import { withTimeout } from '../../common/concurrency';

/** A request waits at most this long on Redis. */
export const REQUEST_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The client the request path uses (enqueueing, throttles, /readyz). While Redis is down a
 * command fails at once (no offline queue) or after a second (command timeout), so a request
 * answers fast instead of hanging; the client keeps reconnecting in the background.
 */
export function requestRedis(url: string, log: Logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REQUEST_COMMAND_TIMEOUT_MS,
    connectTimeout: REQUEST_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  reportState(client, log, 'request');
  return client;
}

/**
 * The client BullMQ workers use: it must wait through an outage rather than fail (BullMQ needs
 * `maxRetriesPerRequest: null` for its blocking commands), which is why it is not the request's.
 */
export function workerRedis(url: string, log: Logger): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (attempt) => Math.min(attempt * 200, 2_000) });
  reportState(client, log, 'worker');
  return client;
}

/** Waits (bounded) for the first connection, so the first requests do not fail while it opens. */
export async function whenReady(client: Redis, log: Logger, ms = 5_000): Promise<void> {
  if (client.status === 'ready') return;
  await withTimeout(new Promise((resolve) => client.once('ready', resolve)), ms).catch(() =>
    log.error(`Redis is not reachable after ${ms} ms: starting anyway; requests that need it answer 503 until it is`),
  );
}

/** One log line when the connection is lost and one when it is back, not one per retry. */
function reportState(client: Redis, log: Logger, role: string): void {
  let up = false;
  client.on('ready', () => {
    if (!up) log.info({ redis: role }, 'Redis connected');
    up = true;
  });
  client.on('error', (err) => {
    if (up) log.error({ redis: role, err: err.message }, 'Redis connection lost: retrying');
    up = false;
  });
}

/** Closes politely, or drops the connection when Redis cannot answer. */
export async function closeRedis(client: Redis): Promise<void> {
  await withTimeout(client.quit(), 1_000).catch(() => client.disconnect());
}
