import { useState } from 'react';
import { ArrearsSummary } from './components/ArrearsSummary';
import { DefaulterDetailsDialog } from './components/DefaulterDetailsDialog';
import { DefaulterList, type Defaulter } from './components/DefaulterList';
import { ExportCsvButton } from './components/ExportCsvButton';
import './components/defaulters.css';

/**
 * The admin console's Defaulters tab (spec section 2, issue 14): how old the arrears are, the
 * customers with instalments past due (10 a page) with their details, and a CSV export of them all.
 */
export function DefaultersTab() {
  const [viewing, setViewing] = useState<Defaulter | null>(null);
  return (
    <section aria-labelledby="defaulters-heading" className="fs-df">
      <div className="fs-admin-section__header">
        <h2 id="defaulters-heading">Defaulters Management</h2>
        <ExportCsvButton />
      </div>
      <ArrearsSummary />
      <DefaulterList onViewDetails={setViewing} />
      <DefaulterDetailsDialog defaulter={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
