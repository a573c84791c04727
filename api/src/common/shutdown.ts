import type { Server } from 'node:http';
import type { Logger } from './logger';

/**
 * The process's one owner of SIGTERM and SIGINT (Apollo's own handling is off): the first
 * signal runs `stop` and exits 0 when it finished (1 if it failed or overran `limitMs`). Later
 * signals do not cut it short: they are logged and ignored.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, limitMs = 30_000): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return void log.warn({ signal }, 'already stopping');
    stopping = true;
    log.info({ signal }, 'stopping: finishing in-flight work');
    setTimeout(() => {
      log.error({ limitMs }, 'stopping took too long: exiting now');
      process.exit(1);
    }, limitMs).unref();
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Stops accepting connections and waits for the requests in flight to be answered; idle
 * keep-alive connections are closed as they become idle. After `graceMs` whatever is still
 * open is cut, so a stuck client cannot hold the shutdown.
 */
export async function closeHttpServer(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  server.closeIdleConnections();
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}
