import { useId, useState, type ReactNode } from 'react';
import { panelIdFor, TabBar, tabIdFor } from './TabBar';
import './section-tabs.css';

export interface SectionTab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

export interface SectionTabsProps<K extends string> {
  /** Names the tab list for screen readers, e.g. 'Deliveries sections', 'Stock sections'. */
  label: string;
  tabs: readonly SectionTab<K>[];
  active: K;
  onSelect: (key: K) => void;
}

/**
 * A console tab's sections (the deliveries', the stock's) as a WAI-ARIA tablist: one tab stop, the arrow keys, Home and End move between
 * sections and open them. A 2-column grid of buttons on a phone (no tab is ever scrolled out of
 * sight), a row from 768 px. A section opened once stays mounted (hidden), so its filters and
 * what was typed are still there when it is opened again.
 */
export function SectionTabs<K extends string>({ label, tabs, active, onSelect }: SectionTabsProps<K>) {
  const ids = useId();
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  return (
    <>
      <TabBar tabs={tabs} active={active} onSelect={onSelect} label={label} prefix={ids} classes={{ list: 'fs-sections', tab: 'fs-section' }} />
      {tabs.map((t) => (
        <div key={t.key} role="tabpanel" id={panelIdFor(ids, t.key)} aria-labelledby={tabIdFor(ids, t.key)} hidden={t.key !== active} className="fs-section-panel">
          {visited.has(t.key) && t.content}
        </div>
      ))}
    </>
  );
}
