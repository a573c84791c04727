import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNaira } from '../../ui/format';

type Fate = NonNullable<SavingsPlanFieldsFragment['moneyFate']>;
type RefundLine = Fate['refunds'][number];

/** Where a refund goes, by the channel of the payment it gives back. */
export function refundChannelText(channel: string): string {
  switch (channel) {
    case 'card':
      return 'to your card';
    case 'bank_transfer':
      return 'by bank transfer, paid back by our office';
    case 'cash':
      return 'in cash, paid back by our office';
    case 'pos':
      return 'by POS, paid back by our office';
    default:
      return `by ${channel.replace(/_/g, ' ')}`;
  }
}

/** A refund's state in words (the API's requested, owed, pending, processing, processed, failed, needs-attention). */
export function refundStatusText(status: string): string {
  switch (status) {
    case 'requested':
    case 'pending':
      return 'requested';
    case 'owed':
      return 'to be paid back by our office';
    case 'processing':
      return 'processing';
    case 'processed':
      return 'paid back';
    case 'failed':
    case 'needs-attention':
      return 'being checked by our team';
    default:
      return status;
  }
}

/** 'Promised by Dec 12, 2026' for a refund not yet paid back; the day it was due by once it was. */
export function refundLine(line: RefundLine): string {
  const promise = line.dueBy ? `: promised by ${formatDate(line.dueBy)}` : '';
  return `${formatNaira(line.amountKobo)} refunded ${refundChannelText(line.channel)}${promise} (status: ${refundStatusText(line.status)})`;
}

/** The last day any of the refunds is promised by (YYYY-MM-DD), or null. */
export function latestDueBy(lines: readonly { dueBy?: string | null }[]): string | null {
  return lines.reduce<string | null>((latest, l) => (l.dueBy && (!latest || l.dueBy > latest) ? l.dueBy : latest), null);
}

/** What a cancelled plan's card says about its money, one sentence per line. */
export function moneyFateLines(fate: Fate | null | undefined): string[] {
  if (!fate) return ['Cancelled.'];
  switch (fate.kind) {
    case 'refunded':
      return fate.refunds.length > 0 ? fate.refunds.map((r) => `Cancelled. ${refundLine(r)}`) : [`Cancelled. ${formatNaira(fate.amountKobo)} refunded.`];
    case 'moved':
      return [`Cancelled. ${formatNaira(fate.amountKobo)} moved to your ${fate.toPackName ?? 'other'} plan.`];
    case 'changed':
      return [`Changed to the ${fate.toPackName ?? 'new'} pack${fate.amountKobo > 0 ? `: the ${formatNaira(fate.amountKobo)} paid moved to the new plan.` : '.'}`];
    case 'kept':
      return [`Cancelled. ${formatNaira(fate.amountKobo)} paid is held for you: our support team will contact you to settle it.`];
    case 'none':
    default:
      return ['Cancelled before any payment: nothing was paid.'];
  }
}
