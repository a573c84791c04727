import { useQuery } from '@apollo/client/react';
import { Button, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { MarketerApplicationFieldsFragment, MarketerApplicationStatus } from '../../../gql/admin/graphql';
import { PagedList } from '../../ui/admin-list';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { MarketerApplicationsQuery } from '../graphql/operations';
import { ApproveApplicationDialog, DeclineApplicationDialog } from './DecideApplicationDialogs';
import './applications.css';
import { formatPhone } from '../../ui/phone';

export const APPLICATIONS_PAGE_SIZE = 10;

const FAILURE = 'Failed to fetch marketer applications. Please try again.';
const STATUSES: readonly MarketerApplicationStatus[] = ['Pending', 'Approved', 'Declined'];
const EMPTY: Record<MarketerApplicationStatus, string> = {
  Pending: 'No pending applications',
  Approved: 'No approved applications',
  Declined: 'No declined applications',
};

/** Pending gold, Approved green, Declined red (antd Tag presets). */
function statusColor(status: MarketerApplicationStatus): string {
  return status === 'Approved' ? 'green' : status === 'Declined' ? 'red' : 'gold';
}

type Decision = { kind: 'approve' | 'decline'; application: MarketerApplicationFieldsFragment } | null;

/**
 * Customers who asked to become marketers (issue 13), newest first, filtered by status (Pending
 * unless changed). A pending application is approved (the person gets the Marketer role and a
 * referral link at the default rate) or declined with a reason the applicant sees.
 */
export function ApplicationsPanel({ pendingCount }: { pendingCount?: number }) {
  const toast = useToast();
  const [status, setStatus] = useState<MarketerApplicationStatus>('Pending');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision>(null);
  const { data, previousData, loading, error, refetch } = useQuery(MarketerApplicationsQuery, {
    variables: { status, page, pageSize: APPLICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.marketerApplications;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'marketer-applications' });
  }, [failed, toast]);

  const columns: TableColumnsType<MarketerApplicationFieldsFragment> = [
    {
      key: 'applicant',
      title: 'Name',
      render: (_, a) => (
        <div className="fs-admin-cell">
          <strong>{a.name}</strong>
          <span>{a.email}</span>
        </div>
      ),
    },
    { key: 'phone', title: 'Phone', render: (_, a) => formatPhone(a.phoneNumber) },
    { key: 'company', title: 'Company', render: (_, a) => <span className="fs-mk-wrap">{a.companyName}</span> },
    { key: 'applied', title: 'Applied', render: (_, a) => formatDate(a.createdAt) },
    {
      key: 'status',
      title: 'Status',
      render: (_, a) => (
        <div className="fs-admin-cell">
          <Tag color={statusColor(a.status)}>{a.status}</Tag>
          {a.decidedAt && <span>on {formatDate(a.decidedAt)}</span>}
          {a.decisionReason && <span>{a.status === 'Declined' ? 'Reason' : 'Note'}: {a.decisionReason}</span>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: <span className="fs-visually-hidden">Actions</span>,
      render: (_, a) =>
        a.status === 'Pending' ? (
          <div className="fs-mk-inline">
            <Button size="small" type="primary" aria-label={`Approve ${a.name}`} onClick={() => setDecision({ kind: 'approve', application: a })}>
              Approve
            </Button>
            <Button size="small" danger aria-label={`Decline ${a.name}`} onClick={() => setDecision({ kind: 'decline', application: a })}>
              Decline
            </Button>
          </div>
        ) : null,
    },
  ];

  const body = (
    <PagedList
      result={result}
      failed={failed}
      failure={FAILURE}
      onRetry={refetch}
      empty={EMPTY[status]}
      region={`${status} applications`}
      table={(items) => (
        <Table<MarketerApplicationFieldsFragment> rowKey="id" columns={columns} dataSource={items} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />
      )}
      pager={{ label: 'Applications: pages', noun: 'applications', pageSize: APPLICATIONS_PAGE_SIZE, busy: loading, onPage: setPage }}
    />
  );

  const close = () => setDecision(null);
  return (
    <div>
      <div className="fs-mk-filter">
        <Segmented<MarketerApplicationStatus>
          aria-label="Show applications"
          name="application-status"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={STATUSES.map((s) => ({ value: s, label: s === 'Pending' && pendingCount ? `Pending (${pendingCount})` : s }))}
        />
      </div>
      {body}
      <ApproveApplicationDialog application={decision?.kind === 'approve' ? decision.application : null} onClose={close} />
      <DeclineApplicationDialog application={decision?.kind === 'decline' ? decision.application : null} onClose={close} />
    </div>
  );
}
