import { createServer } from 'node:http';
import { createApp } from './app';
import { startSystem } from './bootstrap';
import { closeHttpServer, stopOnSignals } from './common/shutdown';
import { ConfigError, loadConfig } from './config/config';
import { DEMO_PASSWORD, demoUsers } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const system = await startSystem(config, { runWorkers: config.jobsInProcess });
  const app = await createApp({
    config,
    dataSource: system.dataSource,
    services: system.services,
    storage: system.storage,
    log: system.log,
    redis: system.redis,
    fakePaystack: system.fakePaystack,
  });
  const server = createServer(app.express);
  server.listen(config.port, () => {
    const db = config.database.kind === 'mysql' ? 'MySQL' : `SQLite at ${config.database.file}`;
    const lines = [
      `Food Savings is listening on http://localhost:${config.port}`,
      `  database: ${db}; jobs: ${system.redis ? 'BullMQ on Redis' : 'in process'}; e-mail: ${config.mail.smtpUrl ? 'SMTP' : `outbox at ${config.mail.outboxDir}`}`,
      `  payments: ${config.paystack.standIn ? `the local Paystack stand-in at ${config.paystack.baseUrl} (test card 4084 0840 8408 4081)` : `Paystack at ${config.paystack.baseUrl}`}`,
    ];
    if (config.seedDemo) {
      lines.push(`  demo accounts (password ${DEMO_PASSWORD}): ${demoUsers.slice(0, 3).map((u) => `${u.email} (${u.roles.join(', ')})`).join(', ')}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  });

  // The deadline leaves the rest of the stop 25 s after the drain: 10 s for the requests in
  // flight, 10 s for running jobs, and closing the queue, Redis and the database.
  stopOnSignals(
    system.log,
    async () => {
      app.beginStopping();
      await closeHttpServer(server, { drainMs: config.shutdownDrainMs });
      await app.stop();
      await system.stop();
    },
    config.shutdownDrainMs + 25_000,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Food Savings failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
