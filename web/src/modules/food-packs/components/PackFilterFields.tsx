import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useId } from 'react';
import type { FoodPackCategory } from '../../../gql/graphql';
import { CATEGORIES, categoryLabel, DURATIONS } from '../utils/packs';
import '../../ui/fields.css';
import './food-packs.css';
import { useHydrated } from '../../ui/useHydrated';

/*
 * The filter controls are the browser's own <input> and <select>: on a phone they open the
 * system picker, and they cost no script (antd's Input and Select add ~30-45 KB gzipped each
 * to the home page's first download).
 */

export function SearchField({ value, onChange, placeholder, label }: { value: string; onChange: (v: string) => void; placeholder: string; label: string }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="fs-filter fs-filter--search">
      <label htmlFor={id} className="fs-visually-hidden">
        {label}
      </label>
      <SearchOutlined aria-hidden className="fs-filter__icon" />
      <input
        id={id}
        type="search"
        className="fs-control"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!hydrated}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}

export function DurationSelect({ value, onChange }: { value: number | null; onChange: (v: number | null) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="fs-filter">
      <label htmlFor={id} className="fs-visually-hidden">
        Duration
      </label>
      <select id={id} className="fs-control" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} disabled={!hydrated}>
        <option value="">All durations</option>
        {DURATIONS.map((m) => (
          <option key={m} value={m}>
            {m} month{m === 1 ? '' : 's'}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CategorySelect({ value, onChange }: { value: FoodPackCategory | null; onChange: (v: FoodPackCategory | null) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="fs-filter">
      <label htmlFor={id} className="fs-visually-hidden">
        Category
      </label>
      <select id={id} className="fs-control" value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as FoodPackCategory | null)} disabled={!hydrated}>
        <option value="">All categories</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(c)}
          </option>
        ))}
      </select>
    </div>
  );
}
