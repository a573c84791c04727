import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNaira } from '../../ui/format';

type Payment = SavingsPlanFieldsFragment['payments'][number];
type Fine = SavingsPlanFieldsFragment['fines'][number];

/** Milliseconds for sorting: a fine's calendar day counts from its start, a payment from its time. */
const when = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value).getTime();

/**
 * A plan's money, newest first, folded away until asked for: each payment (date, amount,
 * reference, and who paid it through the contribution link) and each late fine as a line of its own (issue 12), marked when it was waived.
 */
export function PaymentHistory({ payments, fines = [] }: { payments: readonly Payment[]; fines?: readonly Fine[] }) {
  const lines = [
    ...payments.map((p) => ({ kind: 'payment' as const, key: p.id, date: p.paidAt ?? p.createdAt, payment: p })),
    ...fines.map((f) => ({ kind: 'fine' as const, key: f.id, date: f.fineDate, fine: f })),
  ].sort((a, b) => when(b.date) - when(a.date));
  if (lines.length === 0) return null;
  return (
    <details className="fs-history">
      <summary>Payment history ({lines.length})</summary>
      <ul className="fs-history__list">
        {lines.map((line) =>
          line.kind === 'payment' ? (
            <li key={line.key} className="fs-history__row">
              <span>{formatDate(line.date)}</span>
              <strong>{formatNaira(line.payment.amountKobo)}</strong>
              <span className="fs-history__reference">
                <span className="fs-visually-hidden">Reference </span>
                {line.payment.reference}
              </span>
              {line.payment.contributorName && <span className="fs-history__from">From {line.payment.contributorName}</span>}
            </li>
          ) : (
            <li key={line.key} className="fs-history__row fs-history__row--fine">
              <span>{formatDate(line.date)}</span>
              <strong>{formatNaira(line.fine.amountKobo)}</strong>
              <span>{line.fine.waived ? 'Late fine (waived)' : 'Late fine'}</span>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
