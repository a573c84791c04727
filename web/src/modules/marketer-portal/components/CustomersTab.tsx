import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useQuery } from '@apollo/client/react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import type { MyCustomerNudgesQuery, MyReferredCustomersQuery } from '../../../gql/marketer/graphql';
import { PagedList, SearchBox, useSearchPaging } from '../../ui/admin-list';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { MyCustomerNudgesQuery as NudgesQuery, MyReferredCustomersQuery as CustomersQuery } from '../graphql/operations';
import { formatPhone } from '../../ui/phone';
import { CUSTOMERS_PAGE_SIZE, referralStatusColor } from '../utils/portal';
import { RegisterCustomerDialog } from './RegisterCustomerDialog';
import { ReminderCell } from './ReminderCell';
import { SendReminderDialog, type ReminderTarget } from './SendReminderDialog';

type Customer = MyReferredCustomersQuery['myReferredCustomers']['items'][number];
type Nudge = MyCustomerNudgesQuery['myCustomerNudges'][number];

const FAILURE = 'Failed to fetch referred customers';

const baseColumns: TableColumnsType<Customer> = [
  {
    key: 'customer',
    title: 'Name / E-mail',
    render: (_, c) => (
      <div className="fs-admin-cell">
        <strong>{c.name}</strong>
        <span>{c.email}</span>
      </div>
    ),
  },
  { key: 'phone', title: 'Phone Number', render: (_, c) => <span className="fs-mp-nowrap">{formatPhone(c.phoneNumber)}</span> },
  { key: 'joined', title: 'Date Joined', render: (_, c) => <span className="fs-mp-nowrap">{formatDate(c.dateJoined)}</span> },
  { key: 'status', title: 'Status', render: (_, c) => <Tag color={referralStatusColor(c.referralStatus)}>{c.referralStatus}</Tag> },
  { key: 'plan', title: 'Active Plan', render: (_, c) => (c.hasActivePlan ? 'Yes' : 'No') },
];

/**
 * The customers the marketer referred, newest first, searched and paged on the server (10 a
 * page), and Register New Customer.
 */
export function CustomersTab() {
  const toast = useToast();
  const headingId = useId();
  const [registering, setRegistering] = useState(false);
  const [reminding, setReminding] = useState<ReminderTarget | null>(null);
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: { search: search || null, page, pageSize: CUSTOMERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.myReferredCustomers;
  const failed = !!error && !data;
  // Whether each customer on the page is overdue and may be sent a reminder now (a marketer's nudge, issue 27).
  const ids = useMemo(() => (result?.items ?? []).map((c) => c.id), [result]);
  const { data: nudgeData } = useQuery(NudgesQuery, { variables: { customerIds: ids }, skip: !ids.length, fetchPolicy: 'cache-and-network' });
  const columns = useMemo<TableColumnsType<Customer>>(() => {
    const nudges = new Map<string, Nudge>((nudgeData?.myCustomerNudges ?? []).map((n) => [n.customerId, n]));
    return [...baseColumns, { key: 'reminder', title: 'Overdue', render: (_, c) => <ReminderCell nudge={nudges.get(c.id)} onSend={setReminding} /> }];
  }, [nudgeData]);

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'my-referred-customers' });
  }, [failed, toast]);

  const body = (
    <PagedList
      result={result}
      failed={failed}
      failure={`${FAILURE}.`}
      onRetry={refetch}
      empty={search ? `No customers match "${search}".` : 'No customers found'}
      region="Your customers"
      table={(items) => <Table<Customer> rowKey="id" columns={columns} dataSource={items} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />}
      pager={{ label: 'Customers: pages', noun: 'customers', pageSize: CUSTOMERS_PAGE_SIZE, busy: loading, onPage: setPage }}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Your Customers</h2>
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setRegistering(true)}>
          Register New Customer
        </Button>
      </div>
      <p className="fs-admin-form__note">Status: Pending until the customer pays; Active while a savings plan is being paid; Completed once a plan is paid in full.</p>
      <SearchBox label="Search your customers" placeholder="Search by name, e-mail or phone" value={typed} onChange={setTyped} />
      {body}
      <RegisterCustomerDialog open={registering} onClose={() => setRegistering(false)} />
      <SendReminderDialog target={reminding} onClose={() => setReminding(null)} />
    </section>
  );
}
