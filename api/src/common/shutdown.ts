import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger';

/**
 * The process's one owner of SIGTERM and SIGINT (Apollo's own handling is off): the first
 * signal runs `stop` and exits 0 when it finished (1 if it failed or overran `limitMs`). A second
 * signal exits 1 at once: whoever sends it (a second Ctrl-C, an orchestrator done waiting) wants
 * the process gone now, not drained.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, limitMs = 30_000): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
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
 * Stops the HTTP server without resetting a request it was sent. For `drainMs` it keeps
 * accepting: closing the listener would reset the connections still in the kernel's listen
 * backlog (written while the process was busy), and a load balancer keeps sending until it has
 * seen /readyz say 503. Replies meanwhile carry `Connection: close`, so keep-alive clients
 * reconnect, elsewhere. Then it stops accepting and waits for the requests in flight; idle
 * connections are closed as they become idle, and after `graceMs` whatever is still open is cut,
 * so a stuck client cannot hold the shutdown.
 */
export async function closeHttpServer(server: Server, { drainMs = 0, graceMs = 10_000 } = {}): Promise<void> {
  // Prepended: it must run before the app's handler, which may reply at once.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  await sleep(drainMs);

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
