import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../ui/format';

type Arrival = NonNullable<SavingsPlanFieldsFragment['arrival']>;

/** '12 days behind schedule', 'ahead of schedule', or nothing on time. */
export function paceHint(arrival: Pick<Arrival, 'pace' | 'shiftDays'>): string | null {
  if (arrival.pace === 'behind') return `${arrival.shiftDays} day${arrival.shiftDays === 1 ? '' : 's'} behind schedule`;
  if (arrival.pace === 'ahead') return 'ahead of schedule';
  return null;
}

/**
 * "At your pace, your pack arrives around Apr 8, 2027" on a plan still being paid (issue 25), with
 * its pace when behind or ahead. It comes with the plan, so it takes its place as the card is drawn.
 */
export function PaceLine({ arrival }: { arrival: SavingsPlanFieldsFragment['arrival'] }) {
  if (!arrival) return null;
  const hint = paceHint(arrival);
  return (
    <p className="fs-plan-card__pace">
      At your pace, your pack arrives around {formatDate(arrival.arrivesAround)}
      {hint && <span className={`fs-plan-card__pace-hint fs-plan-card__pace-hint--${arrival.pace}`}> ({hint})</span>}
    </p>
  );
}
