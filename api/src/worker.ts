import { startSystem } from './bootstrap';
import { serveMetrics } from './common/metrics';
import { stopOnSignals } from './common/shutdown';
import { ConfigError, loadConfig } from './config/config';

/** The job process: BullMQ workers for every queue, and the job schedules. Needs REDIS_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('Invalid configuration:\n  REDIS_URL: required to run the worker');
  const system = await startSystem(config, { runWorkers: true });
  // Its job runs and business counters on /metrics at METRICS_PORT (docs/operations.md), the same token rule as the API's.
  const { workerPort, token } = config.metrics;
  const metricsServer = workerPort ? serveMetrics(workerPort, { token, production: config.env === 'production' }) : undefined;
  system.log.info({ metricsPort: workerPort }, 'worker started');
  // Running jobs get 10 s to finish; the rest go back to the queue (and the sweep).
  stopOnSignals(system.log, async () => {
    metricsServer?.close();
    await system.stop();
  });
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
