import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { QUEUE } from '../../src/jobs/queue';
import { BUSINESS_TZ, registerBullSchedules, schedules } from '../../src/jobs/schedules';
import { TEST_REDIS_URL } from '../support/databases';

/** Every process registers the schedules at start-up; BullMQ must still hold one of each. */
describe('BullMQ job schedulers', () => {
  const prefix = `t-${randomBytes(4).toString('hex')}`;
  const connections: Redis[] = [];
  const queues: Queue[] = [];
  const queue = () => {
    const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    connections.push(connection);
    const q = new Queue(QUEUE, { connection, prefix });
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    await queues[0].obliterate({ force: true });
    await Promise.all(queues.map((q) => q.close()));
    connections.forEach((c) => c.disconnect());
  });

  it('registered by two processes, twice each, is one scheduler per job with one next run each', async () => {
    const [api, worker] = [queue(), queue()];
    const log = pino({ level: 'silent' });
    await Promise.all([registerBullSchedules(api, log), registerBullSchedules(worker, log)]);
    await registerBullSchedules(api, log);

    const registered = await api.getJobSchedulers();
    expect(registered.map((s) => ({ key: s.key, pattern: s.pattern, tz: s.tz })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      schedules.map((s) => ({ key: s.job, pattern: s.pattern, tz: BUSINESS_TZ })).sort((a, b) => a.key.localeCompare(b.key)),
    );
    const next = await api.getDelayed();
    expect(next.map((j) => j.name).sort()).toEqual(schedules.map((s) => s.job).sort());
  });

  it('removes a scheduler that is no longer in the list', async () => {
    const q = queue();
    await q.upsertJobScheduler('plans.retired-job', { pattern: '0 0 * * *', tz: BUSINESS_TZ }, { name: 'plans.retired-job', data: {} });
    await registerBullSchedules(q, pino({ level: 'silent' }));
    expect((await q.getJobSchedulers()).map((s) => s.key).sort()).toEqual(schedules.map((s) => s.job).sort());
  });
});
