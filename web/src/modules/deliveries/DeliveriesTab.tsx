import { useId, useState, type ReactNode } from 'react';
import { ClosureDays } from './components/ClosureDays';
import { DeliveryQueue } from './components/DeliveryQueue';
import { PickupDesk } from './components/PickupDesk';
import { RunSheetPanel } from './components/RunSheetPanel';
import { SectionTabs } from '../ui/SectionTabs';
import { DELIVERY_SECTIONS, type DeliverySection } from './sections';
import './components/deliveries.css';

export interface DeliveriesTabProps {
  /** Opens the printable run sheet of a day (a page of its own). */
  onOpenRunSheet: (date: string, riderId: string | null) => void;
  /** The section shown, when the page keeps it (in the address); else the tab keeps its own. */
  section?: DeliverySection;
  onSection?: (section: DeliverySection) => void;
}

/**
 * The admin console's Deliveries tab (issue 24): paid packs on their way to customers. The queue
 * (filter, schedule with a rider, make pickups ready, override a locked handover), the pickup desk
 * (the customer's code hands the pack over), the day's run sheet (printed or as CSV) and the
 * office's closure days.
 */
export function DeliveriesTab({ onOpenRunSheet, section, onSection }: DeliveriesTabProps) {
  const headingId = useId();
  const [own, setOwn] = useState<DeliverySection>('queue');
  const active = section ?? own;
  const select = (key: DeliverySection) => {
    setOwn(key);
    onSection?.(key);
  };
  const children: Record<DeliverySection, ReactNode> = {
    queue: <DeliveryQueue />,
    desk: <PickupDesk />,
    runsheet: <RunSheetPanel onOpen={onOpenRunSheet} />,
    closures: <ClosureDays />,
  };

  return (
    <section aria-labelledby={headingId} className="fs-dl">
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Deliveries</h2>
      </div>
      <SectionTabs label="Deliveries sections" active={active} onSelect={select} tabs={DELIVERY_SECTIONS.map((s) => ({ key: s.key, label: s.label, content: children[s.key] }))} />
    </section>
  );
}
