import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import './analytics.css';
import type { LatestLedgerCheckQuery as LatestLedgerCheckData } from '../../../gql/admin/graphql';
import { formatDate, formatNaira } from '../../ui/format';
import { LatestLedgerCheckQuery } from '../graphql/operations';

type Check = NonNullable<LatestLedgerCheckData['latestLedgerCheck']>;

/** What the nightly check found, in a sentence per problem. */
export function ledgerProblems(check: Check): string[] {
  const problems: string[] = [];
  if (check.differenceKobo !== 0) problems.push(`The ledger is off by ${formatNaira(Math.abs(check.differenceKobo))} (${check.differenceKobo > 0 ? 'money received that no plan or refund accounts for' : 'money in plans that no payment accounts for'}).`);
  if (check.missingCount > 0) {
    const shown = check.missingReferences.slice(0, 5).join(', ');
    problems.push(`${check.missingCount} successful Paystack payment${check.missingCount === 1 ? ' has' : 's have'} no payment record: ${shown}${check.missingCount > 5 ? ', …' : ''}.`);
  }
  if (check.providerError) problems.push(`Paystack could not be checked: ${check.providerError}`);
  return problems;
}

/**
 * The nightly check of the books (issue 14), on the dashboard: a warning admins cannot miss when
 * the books did not balance; one quiet line when they did; nothing before the first check or if
 * the check cannot be read (the dashboard's other parts say so for themselves): an empty line then.
 */
export function LedgerCheckNotice() {
  const { data } = useQuery(LatestLedgerCheckQuery, { fetchPolicy: 'cache-and-network' });
  const check = data?.latestLedgerCheck;
  // Until there is a check to show, its line's room is kept, so the dashboard below does not move
  // when it arrives (issue 31).
  if (!check) return <p className="fs-ledger-ok" aria-hidden="true">&nbsp;</p>;
  const day = formatDate(check.businessDate);
  if (check.balanced) return <p className="fs-ledger-ok">Books checked for {day}: balanced, every Paystack payment recorded.</p>;
  return (
    <Alert
      type="error"
      showIcon
      className="fs-ledger-alert"
      title={`The books of ${day} do not balance`}
      description={
        <ul>
          {ledgerProblems(check).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      }
    />
  );
}
