import { startSystem } from './bootstrap';
import { stopOnSignals } from './common/shutdown';
import { ConfigError, loadConfig } from './config/config';

/** The job process: BullMQ workers for every queue, and the job schedules. Needs REDIS_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('Invalid configuration:\n  REDIS_URL: required to run the worker');
  const system = await startSystem(config, { runWorkers: true });
  system.log.info('worker started');
  // Running jobs get 10 s to finish; the rest go back to the queue (and the sweep).
  stopOnSignals(system.log, () => system.stop());
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
