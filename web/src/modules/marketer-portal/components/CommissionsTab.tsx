import { useQuery } from '@apollo/client/react';
import { Button, Table, type TableColumnsType } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { MyCommissionsQuery } from '../../../gql/marketer/graphql';
import { PagedList } from '../../ui/admin-list';
import { formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { MyCommissionsQuery as CommissionsQuery } from '../graphql/operations';
import { COMMISSIONS_PAGE_SIZE } from '../utils/portal';
import { CommissionDetailsDialog } from './CommissionDetailsDialog';

type CustomerCommissions = MyCommissionsQuery['myCommissions']['items'][number];

const FAILURE = 'Failed to fetch commissions';

/** 'Customer Commissions' (spec section 2): per customer, the commission earned (net of reversals), biggest first, 10 a page. */
export function CommissionsTab() {
  const toast = useToast();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<CustomerCommissions | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(CommissionsQuery, {
    variables: { page, pageSize: COMMISSIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.myCommissions;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'my-commissions' });
  }, [failed, toast]);

  const columns: TableColumnsType<CustomerCommissions> = [
    {
      key: 'customer',
      title: 'Customer',
      // The masked contact (from the server: never the full number or address) tells two customers of one name apart.
      render: (_, c) => (
        <div className="fs-admin-cell">
          <strong>{c.customerName}</strong>
          {c.customerContact && <span>{c.customerContact}</span>}
        </div>
      ),
    },
    { key: 'total', title: 'Total Commission', align: 'right', render: (_, c) => <span className="fs-mp-nowrap">{formatNaira(c.totalKobo)}</span> },
    { key: 'count', title: 'Payments', align: 'right', render: (_, c) => c.count.toLocaleString('en-NG') },
    {
      key: 'actions',
      title: <span className="fs-visually-hidden">Actions</span>,
      render: (_, c) => (
        <Button size="small" onClick={() => setViewing(c)}>
          View Details<span className="fs-visually-hidden"> for {c.customerName}{c.customerContact ? ` (${c.customerContact})` : ''}</span>
        </Button>
      ),
    },
  ];

  const body = (
    <PagedList
      result={result}
      failed={failed}
      failure={`${FAILURE}.`}
      onRetry={refetch}
      empty="No commissions yet"
      region="Commission per customer"
      table={(items) => <Table<CustomerCommissions> rowKey="customerId" columns={columns} dataSource={items} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />}
      pager={{ label: 'Customer commissions: pages', noun: 'customers', pageSize: COMMISSIONS_PAGE_SIZE, busy: loading, onPage: setPage }}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Customer Commissions</h2>
      </div>
      {body}
      <CommissionDetailsDialog customer={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
