import { useQuery } from '@apollo/client/react';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { RecentPaymentFieldsFragment } from '../../../../../gql/admin/graphql';
import { ListFailed, ListNote } from '../../../../ui/admin-list';
import { formatDate, formatNaira } from '../../../../ui/format';
import { RecentManualPaymentsQuery } from '../graphql/operations';
import { RevertPaymentDialog } from './RevertPaymentDialog';

const FAILURE = 'Failed to fetch recent payments. Please try again.';

/**
 * 'Recent Payments' (spec sections 2 and 9): the 5 manual payments recorded last and not
 * reverted, each with Revert. Refetched after a payment is recorded or reverted.
 */
export function RecentPayments() {
  const [reverting, setReverting] = useState<RecentPaymentFieldsFragment | null>(null);
  const { data, error, loading, refetch } = useQuery(RecentManualPaymentsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const payments = data?.recentManualPayments;

  const columns: TableColumnsType<RecentPaymentFieldsFragment> = [
    { key: 'sn', title: 'S/N', render: (_, _p, i) => i + 1 },
    { key: 'user', title: 'User', render: (_, p) => <div className="fs-admin-cell">{p.userFullName}</div> },
    { key: 'pack', title: 'Food Pack', render: (_, p) => <div className="fs-admin-cell">{p.foodPackName}</div> },
    { key: 'amount', title: 'Amount', render: (_, p) => formatNaira(p.amountKobo) },
    { key: 'date', title: 'Date', render: (_, p) => formatDate(p.paidAt) || '-' },
    {
      key: 'actions',
      title: <span className="fs-visually-hidden">Actions</span>,
      render: (_, p) => (
        <Button size="small" danger onClick={() => setReverting(p)} aria-label={`Revert ${formatNaira(p.amountKobo)} from ${p.userFullName}`}>
          Revert
        </Button>
      ),
    },
  ];

  let body;
  if (error && !payments) body = <ListFailed message={FAILURE} onRetry={refetch} />;
  else if (!payments) body = <ListNote>Loading...</ListNote>;
  else if (!payments.length) body = <ListNote>No manual payments yet</ListNote>;
  else {
    body = (
      <div className="fs-admin-table" role="region" aria-label="Recent Payments" tabIndex={0}>
        <Table<RecentPaymentFieldsFragment> rowKey="paymentId" columns={columns} dataSource={payments} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />
      </div>
    );
  }

  return (
    <section className="fs-mp-recent">
      <h3 className="fs-mp-subheading">
        Recent Payments
      </h3>
      {body}
      <RevertPaymentDialog payment={reverting} onClose={() => setReverting(null)} />
    </section>
  );
}
