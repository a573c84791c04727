import { priceLockLine } from '@api/modules/savings-plan/domain/price-lock';
import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatNaira } from '../../ui/format';

type Lock = NonNullable<SavingsPlanFieldsFragment['priceLock']>;

/**
 * The price-lock certificate (issue 25): the pack costs more today than the plan locked. The same
 * words as the reminder e-mail's (domain/price-lock). Words only: nothing changes what is owed.
 */
export function PriceLock({ lock }: { lock: Lock | null | undefined }) {
  if (!lock) return null;
  return (
    <p className="fs-price-lock" role="note" aria-label="Price lock">
      {priceLockLine(lock, formatNaira)}
    </p>
  );
}
