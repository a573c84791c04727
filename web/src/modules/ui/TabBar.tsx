import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** The tab's accessible name when its label is not plain text (the console's long and short labels). */
  name?: string;
}

export const tabIdFor = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelIdFor = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/**
 * A row of tabs drawn like antd's without antd's runtime (a signed-in page's first screen
 * renders before any antd code downloads). A WAI-ARIA tablist: one tab stop, the arrow keys
 * (up and down too, for the bars laid out as a grid on a phone), Home and End move between tabs
 * and open them. The page renders the panel (`role="tabpanel"`, id `panelIdFor(prefix, key)`,
 * labelled by `tabIdFor(prefix, key)`). `classes` names the list and its tabs (the active one
 * gets `<tab>--active`) for bars styled their own way: the console's, the deliveries' sections.
 */
export function TabBar<K extends string>({
  tabs,
  active,
  onSelect,
  label,
  prefix,
  classes = { list: 'fs-tabs', tab: 'fs-tabs__tab' },
}: {
  tabs: readonly TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  label: string;
  prefix: string;
  classes?: { list: string; tab: string };
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
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
    <div role="tablist" aria-label={label} className={classes.list} onKeyDown={onKeyDown}>
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
            aria-label={t.name}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${classes.tab} ${classes.tab}--active` : classes.tab}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
