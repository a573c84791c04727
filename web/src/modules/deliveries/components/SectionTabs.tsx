import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SectionTab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

export interface SectionTabsProps<K extends string> {
  /** Names the tab list for screen readers, e.g. 'Deliveries sections'. */
  label: string;
  tabs: readonly SectionTab<K>[];
  active: K;
  onSelect: (key: K) => void;
}

/**
 * A tab's sections as a WAI-ARIA tablist: one tab stop, the arrow keys, Home and End move between
 * sections and open them. A 2-column grid of buttons on a phone (no tab is ever scrolled out of
 * sight), a row from 768 px. A section opened once stays mounted (hidden), so its filters and
 * what was typed are still there when it is opened again.
 */
export function SectionTabs<K extends string>({ label, tabs, active, onSelect }: SectionTabsProps<K>) {
  const ids = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.key === active);
    const last = tabs.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowDown: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="fs-dl-sections" onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const selected = t.key === active;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) refs.current.set(t.key, el);
                else refs.current.delete(t.key);
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`${ids}-panel-${t.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'fs-dl-section fs-dl-section--active' : 'fs-dl-section'}
              onClick={() => onSelect(t.key)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div key={t.key} role="tabpanel" id={`${ids}-panel-${t.key}`} aria-labelledby={`${ids}-tab-${t.key}`} hidden={t.key !== active} className="fs-dl-section-panel">
          {visited.has(t.key) && t.content}
        </div>
      ))}
    </>
  );
}
