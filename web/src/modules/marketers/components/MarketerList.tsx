import EditOutlined from '@ant-design/icons/EditOutlined';
import { useQuery } from '@apollo/client/react';
import { Button, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { MarketerFieldsFragment } from '../../../gql/admin/graphql';
import { ListFailed, ListNote, Pager, SearchBox, useSearchPaging } from '../../ui/admin-list';
import { formatDate, formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { PersonSortSelect } from '../../users/components/PersonSortSelect';
import { personSortVariables, type PersonSortKey } from '../../users/utils/person-sort';
import { MarketersQuery } from '../graphql/operations';
import { formatRate, MARKETERS_PAGE_SIZE } from '../utils/marketers';
import { MarketerStatusSwitch } from './MarketerStatusSwitch';
import { formatPhone } from '../../ui/phone';

export interface MarketerListProps {
  onEdit: (marketer: MarketerFieldsFragment) => void;
  onChangeRate: (marketer: MarketerFieldsFragment) => void;
  onViewCustomers: (marketer: MarketerFieldsFragment) => void;
  /** 'Record payout': the marketer's commission balance and a payout of what is approved. */
  onRecordPayout?: (marketer: MarketerFieldsFragment) => void;
}

const FAILURE = 'Failed to fetch marketers. Please try again.';

/**
 * The marketers, newest first unless another order is picked, searched, sorted and paged on the
 * server (10 a page); a new search or order starts at page 1. The page shown stays on screen
 * while the next one loads.
 */
export function MarketerList({ onEdit, onChangeRate, onViewCustomers, onRecordPayout }: MarketerListProps) {
  const toast = useToast();
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const [order, setOrder] = useState<PersonSortKey>('newest');
  const reorder = (key: PersonSortKey) => {
    setOrder(key);
    setPage(1);
  };
  const { data, previousData, loading, error, refetch } = useQuery(MarketersQuery, {
    variables: { search: search || null, page, pageSize: MARKETERS_PAGE_SIZE, ...personSortVariables(order) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.marketers;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'marketers' });
  }, [failed, toast]);

  const columns: TableColumnsType<MarketerFieldsFragment> = [
    {
      key: 'marketer',
      title: 'Marketer',
      render: (_, m) => (
        <div className="fs-admin-cell">
          <strong>{m.name}</strong>
          {m.companyName && <span>{m.companyName}</span>}
          <span>{m.email}</span>
          <span>{formatPhone(m.phoneNumber)}</span>
          {/* Referral code and registration date here rather than columns of their own: Edit and Record payout stay in view at 1280 px. */}
          <span>
            Code <code>{m.referralCode}</code> · Registered {formatDate(m.registeredAt)}
          </span>
        </div>
      ),
    },
    {
      key: 'rate',
      title: 'Commission',
      render: (_, m) => (
        <div className="fs-mk-inline">
          <span>{formatRate(m.commissionRate)}</span>
          <Button size="small" onClick={() => onChangeRate(m)} aria-label={`Change commission rate of ${m.name}`}>
            Change
          </Button>
        </div>
      ),
    },
    {
      key: 'customers',
      title: 'Customers',
      render: (_, m) => (
        <div className="fs-mk-inline">
          <span>{m.totalCustomers}</span>
          <Button size="small" onClick={() => onViewCustomers(m)} aria-label={`View customers of ${m.name}`}>
            View Customers
          </Button>
        </div>
      ),
    },
    { key: 'sales', title: 'Sales', render: (_, m) => formatNaira(m.totalSalesKobo) },
    {
      key: 'earned',
      title: 'Commission Earned',
      render: (_, m) => (
        <div className="fs-admin-cell">
          <strong>{formatNaira(m.totalCommissionKobo)}</strong>
          <span>This month: {formatNaira(m.currentMonthCommissionKobo)}</span>
        </div>
      ),
    },
    { key: 'status', title: 'Status', render: (_, m) => <MarketerStatusSwitch marketer={m} /> },
    {
      key: 'actions',
      title: <span className="fs-visually-hidden">Actions</span>,
      render: (_, m) => (
        <div className="fs-mk-inline">
          {onRecordPayout && (
            <Button size="small" onClick={() => onRecordPayout(m)} aria-label={`Record payout for ${m.name}`}>
              Record payout
            </Button>
          )}
          <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${m.name}`} onClick={() => onEdit(m)} />
        </div>
      ),
    },
  ];

  let body;
  if (failed) {
    body = <ListFailed message={FAILURE} onRetry={refetch} />;
  } else if (!result) {
    body = <ListNote>Loading...</ListNote>;
  } else if (result.totalCount === 0) {
    body = <ListNote>{search ? `No marketers match "${search}".` : 'No marketer data available.'}</ListNote>;
  } else {
    body = (
      <>
        <div className="fs-admin-table" role="region" aria-label="Marketers" tabIndex={0}>
          <Table<MarketerFieldsFragment> rowKey="id" columns={columns} dataSource={result.items} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />
        </div>
        <Pager label="Marketers: pages" noun="marketers" page={result.page} pageSize={MARKETERS_PAGE_SIZE} totalCount={result.totalCount} busy={loading} onPage={setPage} />
      </>
    );
  }

  return (
    <div>
      <div className="fs-list-toolbar">
        <SearchBox label="Search marketers" placeholder="Search by name, e-mail, phone, company or code" value={typed} onChange={setTyped} />
        <PersonSortSelect value={order} onChange={reorder} />
      </div>
      {body}
    </div>
  );
}
