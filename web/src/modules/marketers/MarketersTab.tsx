import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQuery } from '@apollo/client/react';
import { Button, Tabs } from 'antd';
import { useId, useState } from 'react';
import type { MarketerFieldsFragment } from '../../gql/admin/graphql';
import { ApplicationsPanel } from './components/ApplicationsPanel';
import { CommissionRateDialog } from './components/CommissionRateDialog';
import { CustomersDialog } from './components/CustomersDialog';
import { MarketerFormDialog } from './components/MarketerFormDialog';
import { MarketerList } from './components/MarketerList';
import { PayoutDialog } from './components/PayoutDialog';
import { PendingApplicationCountQuery } from './graphql/operations';
import './components/marketers.css';

type Dialog =
  | { kind: 'form'; marketer: MarketerFieldsFragment | null }
  | { kind: 'rate'; marketer: MarketerFieldsFragment }
  | { kind: 'customers'; marketer: MarketerFieldsFragment }
  | { kind: 'payout'; marketer: MarketerFieldsFragment }
  | null;

/**
 * The admin console's Marketers tab (spec section 2, issue 11): search, Add Marketer, and per
 * marketer Edit, the commission rate (with its history), Active/Inactive and View Customers.
 * Issue 13: Record payout per marketer, and the Applications of customers who want to become
 * marketers, with the number waiting for a decision on its tab.
 */
export function MarketersTab() {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const of = (kind: 'rate' | 'customers' | 'payout') => (dialog?.kind === kind ? dialog.marketer : null);
  const { data: counted } = useQuery(PendingApplicationCountQuery, { fetchPolicy: 'cache-and-network' });
  const pending = counted?.marketerApplications.totalCount ?? 0;

  return (
    <section aria-labelledby={headingId} className="fs-mk">
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Marketers</h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'form', marketer: null })}>
          Add Marketer
        </Button>
      </div>
      <Tabs
        items={[
          {
            key: 'marketers',
            label: 'Marketers',
            children: (
              <MarketerList
                onEdit={(marketer) => setDialog({ kind: 'form', marketer })}
                onChangeRate={(marketer) => setDialog({ kind: 'rate', marketer })}
                onViewCustomers={(marketer) => setDialog({ kind: 'customers', marketer })}
                onRecordPayout={(marketer) => setDialog({ kind: 'payout', marketer })}
              />
            ),
          },
          {
            key: 'applications',
            label: (
              <span>
                Applications
                {pending > 0 && (
                  <span className="fs-mk-count">
                    {pending}
                    <span className="fs-visually-hidden"> pending</span>
                  </span>
                )}
              </span>
            ),
            children: <ApplicationsPanel pendingCount={pending} />,
          },
        ]}
      />
      <MarketerFormDialog open={dialog?.kind === 'form'} marketer={dialog?.kind === 'form' ? dialog.marketer : null} onClose={close} />
      <CommissionRateDialog marketer={of('rate')} onClose={close} />
      <CustomersDialog marketer={of('customers')} onClose={close} />
      <PayoutDialog marketer={of('payout')} onClose={close} />
    </section>
  );
}
