import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNaira } from '../../ui/format';

/** A plan's payments (date, amount, reference), folded away until asked for. */
export function PaymentHistory({ payments }: { payments: SavingsPlanFieldsFragment['payments'] }) {
  if (payments.length === 0) return null;
  return (
    <details className="fs-history">
      <summary>Payment history ({payments.length})</summary>
      <ul className="fs-history__list">
        {[...payments].reverse().map((p) => (
          <li key={p.id} className="fs-history__row">
            <span>{formatDate(p.paidAt ?? p.createdAt)}</span>
            <strong>{formatNaira(p.amountKobo)}</strong>
            <span className="fs-history__reference">
              <span className="fs-visually-hidden">Reference </span>
              {p.reference}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
