import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { ListFailed, ListNote } from '../../../../ui/admin-list';
import { formatNaira } from '../../../../ui/format';
import { ArrearsAgeingQuery } from '../graphql/operations';

const FAILURE = 'Failed to fetch the arrears summary. Please try again.';

function customers(count: number): string {
  return `${count} ${count === 1 ? 'customer' : 'customers'}`;
}

/** How old the arrears are (1-7, 8-30, 31-60, 61+ days past due): customers and amount in each. */
export function ArrearsSummary() {
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(ArrearsAgeingQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const buckets = data?.arrearsAgeing;

  let body;
  if (buckets) {
    body = (
      <ul className="fs-df-ageing" aria-labelledby={headingId}>
        {buckets.map((b) => (
          <li key={b.label}>
            <span className="fs-df-ageing__label">{b.label} days overdue</span>
            <strong className="fs-df-ageing__amount">{formatNaira(b.amountKobo)}</strong>
            <span className="fs-df-ageing__customers">{customers(b.customers)}</span>
          </li>
        ))}
      </ul>
    );
  } else if (error && !loading) {
    body = <ListFailed message={FAILURE} onRetry={refetch} />;
  } else {
    body = <ListNote>Loading the arrears summary...</ListNote>;
  }

  return (
    <div>
      <h3 id={headingId} className="fs-df-subheading">
        Arrears by age
      </h3>
      {body}
    </div>
  );
}
