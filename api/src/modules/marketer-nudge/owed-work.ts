import type { Duty } from '../../jobs/owed-work';
import type { MarketerNudgeService } from './marketer-nudge.service';

/**
 * What a marketer's nudge owes after its commit: its SMS (marketer_nudges.status 'Pending'). The
 * job runs right after the request; the sweep sends what a crash or a queue outage left, after the
 * minute's grace. Outside 08:00-20:00 Lagos only one asked for in the last 10 minutes is sent; the
 * rest wait for the morning's sweeps.
 */
export function nudgeDuties(nudges: MarketerNudgeService): Duty[] {
  const sms: Duty<'marketers.send-nudge'> = {
    name: 'marketer-nudges',
    owed: { table: 'marketer_nudges', where: "status = 'Pending'", since: 'created_at', from: 'after-grace' },
    job: { name: 'marketers.send-nudge', payload: (nudgeId) => ({ nudgeId }), idOf: (d) => d.nudgeId, jobId: (id) => `marketer-nudge-${id}` },
    report: { done: 'nudgesSent', failed: 'nudgesFailed' },
    async perform(ctx, id) {
      return (await nudges.deliver(ctx, id)) === 'sent' ? 'done' : 'nothing';
    },
  };
  return [sms];
}
