import { startSystem } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';

/** The job process: BullMQ workers for every queue. Needs REDIS_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('Invalid configuration:\n  REDIS_URL: required to run the worker');
  const system = await startSystem(config, { runWorkers: true });
  system.log.info('worker started');
  const stop = async () => {
    await system.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
