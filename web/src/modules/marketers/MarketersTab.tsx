import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';
import { useId, useState } from 'react';
import type { MarketerFieldsFragment } from '../../gql/admin/graphql';
import { CommissionRateDialog } from './components/CommissionRateDialog';
import { CustomersDialog } from './components/CustomersDialog';
import { MarketerFormDialog } from './components/MarketerFormDialog';
import { MarketerList } from './components/MarketerList';
import './components/marketers.css';

type Dialog =
  | { kind: 'form'; marketer: MarketerFieldsFragment | null }
  | { kind: 'rate'; marketer: MarketerFieldsFragment }
  | { kind: 'customers'; marketer: MarketerFieldsFragment }
  | null;

/**
 * The admin console's Marketers tab (spec section 2, issue 11): search, Add Marketer, and per
 * marketer Edit, the commission rate (with its history), Active/Inactive and View Customers.
 */
export function MarketersTab() {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const of = (kind: 'rate' | 'customers') => (dialog?.kind === kind ? dialog.marketer : null);

  return (
    <section aria-labelledby={headingId} className="fs-mk">
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Marketers</h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'form', marketer: null })}>
          Add Marketer
        </Button>
      </div>
      <MarketerList
        onEdit={(marketer) => setDialog({ kind: 'form', marketer })}
        onChangeRate={(marketer) => setDialog({ kind: 'rate', marketer })}
        onViewCustomers={(marketer) => setDialog({ kind: 'customers', marketer })}
      />
      <MarketerFormDialog open={dialog?.kind === 'form'} marketer={dialog?.kind === 'form' ? dialog.marketer : null} onClose={close} />
      <CommissionRateDialog marketer={of('rate')} onClose={close} />
      <CustomersDialog marketer={of('customers')} onClose={close} />
    </section>
  );
}
