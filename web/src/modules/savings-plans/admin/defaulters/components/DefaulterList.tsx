import { useQuery } from '@apollo/client/react';
import { Button, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { DefaultersQuery as DefaultersResult } from '../../../../../gql/admin/graphql';
import { PagedList } from '../../../../ui/admin-list';
import { formatDate, formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { DefaultersQuery } from '../graphql/operations';
import { DEFAULTERS_PAGE_SIZE } from '../utils/defaulters';
import { formatPhone } from '../../../../ui/phone';

export type Defaulter = DefaultersResult['defaulters']['items'][number];

const FAILURE = 'Failed to fetch defaulters. Please try again.';

/** Customers with instalments past due, most owed first, 10 a page (spec sections 2 and 9). */
export function DefaulterList({ onViewDetails }: { onViewDetails: (defaulter: Defaulter) => void }) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(DefaultersQuery, {
    variables: { page, pageSize: DEFAULTERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.defaulters;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'defaulters' });
  }, [failed, toast]);

  const first = ((result?.page ?? 1) - 1) * DEFAULTERS_PAGE_SIZE;
  const columns: TableColumnsType<Defaulter> = [
    { key: 'sn', title: 'S/N', render: (_, _d, index) => first + index + 1 },
    { key: 'name', title: 'Name', render: (_, d) => <div className="fs-admin-cell">{d.fullName}</div> },
    { key: 'phone', title: 'Phone Number', render: (_, d) => formatPhone(d.phoneNumber) || '-' },
    { key: 'owed', title: 'Amount Owed', render: (_, d) => formatNaira(d.amountOwedKobo) },
    { key: 'due', title: 'Due Payments', render: (_, d) => d.duePayments },
    { key: 'lastPayment', title: 'Last Payment', render: (_, d) => (d.lastPaymentAt ? formatDate(d.lastPaymentAt) : 'Never') },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'end',
      render: (_, d) => (
        <Button size="small" onClick={() => onViewDetails(d)} aria-label={`View Details of ${d.fullName}`}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <PagedList
      result={result}
      failed={failed}
      failure={FAILURE}
      onRetry={refetch}
      empty="No defaulters found"
      region="Defaulters"
      table={(items) => <Table<Defaulter> rowKey="userId" columns={columns} dataSource={items} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />}
      pager={{ label: 'Defaulters: pages', noun: 'defaulters', pageSize: DEFAULTERS_PAGE_SIZE, busy: loading, onPage: setPage }}
    />
  );
}
