import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNaira } from '../../ui/format';

type Warning = NonNullable<SavingsPlanFieldsFragment['fineWarning']>;
type Fine = SavingsPlanFieldsFragment['fines'][number];

/** The plan card's warning, from 14 days before a late fine applies (spec section 1, the 4-month rule). */
export function fineWarningText(w: Warning): string {
  return `A ${formatNaira(w.fineKobo)} late fine applies on ${formatDate(w.fineDate)}. Pay ${formatNaira(w.amountToAvoidKobo)} by ${formatDate(w.payBy)} to avoid it.`;
}

export function FineWarning({ warning }: { warning: Warning | null | undefined }) {
  if (!warning) return null;
  return (
    <p className="fs-fine-warning" role="note" aria-label="Late fine warning">
      {fineWarningText(warning)}
    </p>
  );
}

/** Each late fine as a line of its own: when it applied, how much, and whether it was waived. */
export function FineLines({ fines }: { fines: readonly Fine[] }) {
  if (fines.length === 0) return null;
  return (
    <ul className="fs-fines" aria-label="Late fines">
      {fines.map((f) => (
        <li key={f.id} className={f.waived ? 'fs-fines__row fs-fines__row--waived' : 'fs-fines__row'}>
          <span>Late fine, {formatDate(f.fineDate)}</span>
          {f.waived ? <del>{formatNaira(f.amountKobo)}</del> : <strong>{formatNaira(f.amountKobo)}</strong>}
          {f.waived && <span className="fs-fines__status">Waived</span>}
        </li>
      ))}
    </ul>
  );
}

/** The cap on this plan's late fines, as the server states it (LATE_FINE_CAP_PERCENT of the pack price). */
export function fineCapText(w: Pick<Warning, 'capKobo' | 'capPercent'>): string {
  return `Late fines on this plan never total more than ${formatNaira(w.capKobo)} (${w.capPercent}% of the pack price).`;
}

/** The Make Payment modal's fine calculator: what to pay, by when, to avoid the coming fine, and the cap on fines. */
export function FineCalculator({ warning }: { warning: Warning | null | undefined }) {
  if (!warning) return null;
  const days = warning.daysLeft === 1 ? '1 day' : `${warning.daysLeft} days`;
  return (
    <div className="fs-fine-calculator" role="note" aria-label="Late fine calculator">
      <strong>
        Pay {formatNaira(warning.amountToAvoidKobo)} by {formatDate(warning.payBy)} to avoid the fine
      </strong>
      <span>
        Otherwise a {formatNaira(warning.fineKobo)} late fine is added on {formatDate(warning.fineDate)} ({days} left).
      </span>
      <span className="fs-fine-calculator__cap">{fineCapText(warning)}</span>
    </div>
  );
}
