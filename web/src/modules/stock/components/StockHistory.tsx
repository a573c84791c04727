import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PagedList } from '../../ui/admin-list';
import { formatLagosDateTime } from '../../ui/lagos-time';
import { StockMovementsQuery } from '../graphql/operations';
import { KIND_LABELS, quantityText } from '../utils/stock';

export const HISTORY_PAGE_SIZE = 20;

/** A pack's movements, newest first, a page at a time: what each figure is made of. */
export function StockHistory({ foodPackId, packName }: { foodPackId: string; packName: string }) {
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading, refetch } = useQuery(StockMovementsQuery, { variables: { foodPackId, page, pageSize: HISTORY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.stockMovements;
  return (
    <PagedList
      result={result}
      failed={!!error && !result}
      failure="Failed to fetch the stock movements. Please try again."
      onRetry={refetch}
      empty="No stock movements yet: record the stock received."
      region={`Stock movements of ${packName}`}
      table={(items) => (
        <table className="fs-stock-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Movement</th>
              <th scope="col">Packs</th>
              <th scope="col">Why</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {items.map((mv) => (
              <tr key={mv.id}>
                <td className="fs-stock-nowrap">{formatLagosDateTime(mv.at)}</td>
                <td>{KIND_LABELS[mv.kind]}</td>
                <td>{quantityText(mv.quantity, mv.kind)}</td>
                <td>{mv.reason ?? (mv.planId ? `Plan ${mv.planId.slice(0, 8)}` : '-')}</td>
                <td>{mv.actorName ?? 'System'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      pager={{ label: `Stock movements of ${packName}: pages`, noun: 'movements', pageSize: HISTORY_PAGE_SIZE, busy: loading, onPage: setPage }}
    />
  );
}
