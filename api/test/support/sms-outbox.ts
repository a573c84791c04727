import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxSms } from '../../src/integrations/sms/fake/fake-termii.routes';
import type { TestSystem } from './test-system';

/** The SMS the Termii stand-in has accepted so far (after the queued jobs ran), oldest first. */
export async function smsOutbox(t: TestSystem): Promise<OutboxSms[]> {
  await t.system.jobs.drain();
  const dir = t.system.config.sms.outboxDir;
  if (!existsSync(dir)) return [];
  // Named by the time sent, then the id: the name order is the sending order.
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxSms);
}
