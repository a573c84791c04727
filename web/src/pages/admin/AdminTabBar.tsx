import { useRef, type KeyboardEvent } from 'react';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';

export const tabId = (key: AdminTab) => `admin-tab-${key}`;
export const panelId = (key: AdminTab) => `admin-panel-${key}`;

/**
 * The console's tab bar: a row on a wide screen, a 2-column grid of short labels on a phone
 * (spec section 2). A WAI-ARIA tablist: one tab stop, arrow keys, Home and End move between
 * tabs and open them. The short label is part of the full one, which is the tab's name.
 */
export function AdminTabBar({ active, onSelect }: { active: AdminTab; onSelect: (key: AdminTab) => void }) {
  const refs = useRef(new Map<AdminTab, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = ADMIN_TABS.findIndex((t) => t.key === active);
    const last = ADMIN_TABS.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowDown: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const key = ADMIN_TABS[next].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div role="tablist" aria-label="Admin sections" className="fs-admin-tabs" onKeyDown={onKeyDown}>
      {ADMIN_TABS.map((t) => {
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
            id={tabId(t.key)}
            aria-selected={selected}
            aria-controls={panelId(t.key)}
            aria-label={t.label}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'fs-admin-tab fs-admin-tab--active' : 'fs-admin-tab'}
            onClick={() => onSelect(t.key)}
          >
            <span className="fs-admin-tab__long">{t.label}</span>
            <span className="fs-admin-tab__short" aria-hidden="true">
              {t.short}
            </span>
          </button>
        );
      })}
    </div>
  );
}
