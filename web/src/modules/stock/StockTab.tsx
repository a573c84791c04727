import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { ListNote } from '../ui/admin-list';
import { SectionTabs } from '../ui/SectionTabs';
import { StockLevels } from './components/StockLevels';
import { STOCK_SECTIONS, type StockSection } from './sections';
import './components/stock.css';

// The procurement forecast (modules/procurement) downloads when its section is first opened.
const ProcurementForecast = lazy(() => import('../procurement/ProcurementForecast').then((m) => ({ default: m.ProcurementForecast })));

/**
 * The admin console's Stock tab (issue 25): each pack's stock, summed from movements written once,
 * with stock received and adjustments. In sections (STOCK_SECTIONS), so a view beside the levels
 * (the procurement forecast) is one more entry and one more panel here.
 */
export function StockTab() {
  const headingId = useId();
  const [active, setActive] = useState<StockSection>('levels');
  const children: Record<StockSection, ReactNode> = {
    levels: <StockLevels />,
    forecast: (
      <Suspense fallback={<ListNote>Loading the forecast...</ListNote>}>
        <ProcurementForecast />
      </Suspense>
    ),
  };
  return (
    <section aria-labelledby={headingId} className="fs-stock">
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Stock</h2>
      </div>
      <SectionTabs label="Stock sections" active={active} onSelect={setActive} tabs={STOCK_SECTIONS.map((s) => ({ key: s.key, label: s.label, content: children[s.key] }))} />
    </section>
  );
}
