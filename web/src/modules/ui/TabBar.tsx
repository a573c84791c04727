import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export const tabIdFor = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelIdFor = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/**
 * A row of tabs drawn like antd's without antd's runtime (a signed-in page's first screen
 * renders before any antd code downloads). A WAI-ARIA tablist: one tab stop, arrow keys, Home
 * and End move between tabs and open them. The page renders the panel (`role="tabpanel"`, id
 * `panelIdFor(prefix, key)`, labelled by `tabIdFor(prefix, key)`).
 */
export function TabBar<K extends string>({ tabs, active, onSelect, label, prefix, className }: { tabs: readonly TabItem<K>[]; active: K; onSelect: (key: K) => void; label: string; prefix: string; className?: string }) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.key === active);
    const last = tabs.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={['fs-tabs', className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
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
            id={tabIdFor(prefix, t.key)}
            aria-selected={selected}
            aria-controls={panelIdFor(prefix, t.key)}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'fs-tabs__tab fs-tabs__tab--active' : 'fs-tabs__tab'}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
