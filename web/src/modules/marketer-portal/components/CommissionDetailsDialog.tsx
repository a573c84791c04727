import { useQuery } from '@apollo/client/react';
import { Button, Modal, Table, Tag, type TableColumnsType } from 'antd';
import type { MyCustomerCommissionsQuery } from '../../../gql/marketer/graphql';
import { ListFailed, ListNote } from '../../ui/admin-list';
import { formatDate, formatNaira } from '../../ui/format';
import { MyCustomerCommissionsQuery as DetailsQuery } from '../graphql/operations';
import { commissionStatusColor, formatRate } from '../utils/portal';

type Commission = NonNullable<MyCustomerCommissionsQuery['myCommissions']['items'][number]>['commissions'][number];

const FAILURE = 'Failed to fetch commission details';

const columns: TableColumnsType<Commission> = [
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (_, c) => (
      <span className={c.kind === 'Reversal' ? 'fs-mp-amount fs-mp-amount--reversal' : 'fs-mp-amount'}>
        {formatNaira(c.amountKobo)}
        {c.kind === 'Reversal' && <span className="fs-mp-amount__kind">Reversal</span>}
      </span>
    ),
  },
  { key: 'rate', title: 'Rate', align: 'right', render: (_, c) => <span title={`of ${formatNaira(Math.abs(c.baseKobo))}`}>{formatRate(c.rate)}</span> },
  { key: 'status', title: 'Status', render: (_, c) => <Tag color={commissionStatusColor(c.status)}>{c.status}</Tag> },
  { key: 'created', title: 'Created', render: (_, c) => <span className="fs-mp-nowrap">{formatDate(c.createdAt)}</span> },
  { key: 'paid', title: 'Paid On', render: (_, c) => <span className="fs-mp-nowrap">{c.paidAt ? formatDate(c.paidAt) : '—'}</span> },
];

function Details({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(DetailsQuery, { variables: { customerId }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const entry = data?.myCommissions.items[0];

  let body;
  if (error && !data) body = <ListFailed message={`${FAILURE}.`} onRetry={refetch} />;
  else if (!data) body = <ListNote>Loading...</ListNote>;
  else if (!entry || entry.commissions.length === 0) body = <ListNote>No commissions yet</ListNote>;
  else
    body = (
      <>
        <p className="fs-mp-details__total">
          Total commission: <strong>{formatNaira(entry.totalKobo)}</strong>
        </p>
        <div className="fs-admin-table" role="region" aria-label="Commission history" tabIndex={0}>
          <Table<Commission> rowKey="id" columns={columns} dataSource={entry.commissions} loading={loading} pagination={false} size="small" scroll={{ x: 'max-content' }} />
        </div>
      </>
    );

  return (
    <>
      {body}
      <p className="fs-admin-form__note fs-mp-details__legend">
        <strong>Pending</strong>: until the plan is completed and its 48-hour refund window after delivery has passed. <strong>Approved</strong>: will be in the next
        payout. <strong>Paid</strong>: paid out to you. <strong>Reversed</strong>: the payment was reverted or refunded.
      </p>
      <div className="fs-admin-form__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </>
  );
}

/** 'Commission Details - {customer}' (spec section 2): the total, then every commission line, newest first. */
export function CommissionDetailsDialog({ customer, onClose }: { customer: { customerId: string; customerName: string } | null; onClose: () => void }) {
  return (
    <Modal open={!!customer} title={customer ? `Commission Details - ${customer.customerName}` : 'Commission Details'} onCancel={onClose} footer={null} destroyOnHidden width={720}>
      {customer && <Details customerId={customer.customerId} onClose={onClose} />}
    </Modal>
  );
}
