import { useQuery } from '@apollo/client/react';
import { Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { MarketerCustomersQuery, MarketerFieldsFragment, MarketerNudgesQuery } from '../../../gql/admin/graphql';
import { PagedList, SearchBox, useSearchPaging } from '../../ui/admin-list';
import { formatLagosDateTime } from '../../ui/lagos-time';
import { formatNaira } from '../../ui/naira';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { MarketerCustomersQuery as CustomersQuery, MarketerNudgesQuery as NudgesQuery } from '../graphql/operations';
import { CUSTOMERS_PAGE_SIZE, referralStatusColor } from '../utils/marketers';
import { formatPhone } from '../../ui/phone';

type Customer = MarketerCustomersQuery['marketerCustomers']['items'][number];

const FAILURE = 'Failed to fetch referred customers';

const columns: TableColumnsType<Customer> = [
  {
    key: 'customer',
    title: 'Customer',
    render: (_, c) => (
      <div className="fs-admin-cell">
        <strong>{c.name}</strong>
        <span>{c.email}</span>
        <span>{formatPhone(c.phoneNumber)}</span>
      </div>
    ),
  },
  { key: 'joined', title: 'Date Joined', render: (_, c) => formatDate(c.dateJoined) },
  { key: 'status', title: 'Referral Status', render: (_, c) => <Tag color={referralStatusColor(c.referralStatus)}>{c.referralStatus}</Tag> },
  { key: 'plan', title: 'Active Plan', responsive: ['sm'], render: (_, c) => (c.hasActivePlan ? 'Yes' : 'No') },
];

function CustomerList({ marketer }: { marketer: MarketerFieldsFragment }) {
  const toast = useToast();
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: { id: marketer.id, search: search || null, page, pageSize: CUSTOMERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.marketerCustomers;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'marketer-customers' });
  }, [failed, toast]);

  const body = (
    <PagedList
      result={result}
      failed={failed}
      failure={`${FAILURE}.`}
      onRetry={refetch}
      empty={search ? `No referred customers match "${search}".` : `${marketer.name} has not referred any customers yet.`}
      region={`Customers referred by ${marketer.name}`}
      table={(items) => <Table<Customer> rowKey="id" columns={columns} dataSource={items} loading={loading} pagination={false} size="small" scroll={{ x: 'max-content' }} />}
      pager={{ label: 'Referred customers: pages', noun: 'customers', pageSize: CUSTOMERS_PAGE_SIZE, busy: loading, onPage: setPage }}
    />
  );

  return (
    <>
      <p className="fs-admin-form__note">
        Referral code <strong>{marketer.referralCode}</strong>. Active: a savings plan is being paid. Completed: a plan was paid in full. Pending: nothing paid yet.
      </p>
      <SearchBox label="Search referred customers" placeholder="Search by name, e-mail or phone" value={typed} onChange={setTyped} />
      {body}
    </>
  );
}

type Nudge = MarketerNudgesQuery['marketerNudges']['items'][number];
const NUDGE_FAILURE = 'Failed to fetch reminders sent';
const NUDGE_STATUS: Record<Nudge['status'], { label: string; color: string }> = {
  Pending: { label: 'Sending', color: 'gold' },
  Queued: { label: 'Sent', color: 'green' },
  Skipped: { label: 'Not sent: paid meanwhile', color: 'default' },
};

const nudgeColumns: TableColumnsType<Nudge> = [
  {
    key: 'customer',
    title: 'Customer',
    render: (_, n) => (
      <div className="fs-admin-cell">
        <strong>{n.customerName}</strong>
        {n.packName && <span>{n.packName}</span>}
      </div>
    ),
  },
  { key: 'amount', title: 'Overdue', render: (_, n) => formatNaira(n.amountKobo) },
  { key: 'requested', title: 'Asked', render: (_, n) => formatLagosDateTime(n.requestedAt) },
  { key: 'status', title: 'SMS', render: (_, n) => <Tag color={NUDGE_STATUS[n.status].color}>{NUDGE_STATUS[n.status].label}</Tag> },
  { key: 'sent', title: 'Sent At', responsive: ['sm'], render: (_, n) => (n.sentAt && n.status === 'Queued' ? formatLagosDateTime(n.sentAt) : '-') },
];

/** The SMS reminders the marketer sent their overdue customers (a marketer's nudge, issue 27), newest first, paged. */
function NudgeLog({ marketer }: { marketer: MarketerFieldsFragment }) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(NudgesQuery, {
    variables: { marketerId: marketer.id, page, pageSize: CUSTOMERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.marketerNudges;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', NUDGE_FAILURE, { key: 'marketer-nudges' });
  }, [failed, toast]);

  return (
    <section aria-label={`Reminders sent by ${marketer.name}`} className="fs-marketer-nudges">
      <h3>Reminders sent</h3>
      <p className="fs-admin-form__note">SMS reminders with a pay link the marketer sent overdue customers: one per customer every 3 days, 50 a day.</p>
      <PagedList
        result={result}
        failed={failed}
        failure={`${NUDGE_FAILURE}.`}
        onRetry={refetch}
        empty={`${marketer.name} has not sent any reminders.`}
        region={`Reminders sent by ${marketer.name}: list`}
        table={(items) => <Table<Nudge> rowKey="id" columns={nudgeColumns} dataSource={items} loading={loading} pagination={false} size="small" scroll={{ x: 'max-content' }} />}
        pager={{ label: 'Reminders sent: pages', noun: 'reminders', pageSize: CUSTOMERS_PAGE_SIZE, busy: loading, onPage: setPage }}
      />
    </section>
  );
}

/** 'View Customers' (spec section 2): the customers a marketer referred, with their referral status. */
export function CustomersDialog({ marketer, onClose }: { marketer: MarketerFieldsFragment | null; onClose: () => void }) {
  return (
    <Modal open={!!marketer} title={marketer ? `Customers referred by ${marketer.name}` : 'Referred customers'} onCancel={onClose} footer={null} destroyOnHidden width={760}>
      {marketer && (
        <>
          <CustomerList marketer={marketer} />
          <NudgeLog marketer={marketer} />
        </>
      )}
    </Modal>
  );
}
