import { Button } from 'antd';
import { useId } from 'react';
import type { FulfilmentMethod, FulfilmentState } from '../../../gql/admin/graphql';
import { isFiltered, LAGOS_LGAS, METHOD_FILTER_OPTIONS, STATE_FILTER_OPTIONS, type QueueFilterValues } from '../utils/deliveries';

export interface QueueFiltersProps {
  /** The search as typed (it reaches the server once typing settles). */
  typed: string;
  onTyped: (text: string) => void;
  filter: QueueFilterValues;
  onFilter: (patch: Partial<QueueFilterValues>) => void;
  onClear: () => void;
}

/**
 * The queue's filters: customer search, state, method, area and 'late only'. The browser's own
 * controls, so a phone opens its system pickers; each is labelled.
 */
export function QueueFilters({ typed, onTyped, filter, onFilter, onClear }: QueueFiltersProps) {
  const ids = useId();
  return (
    <form className="fs-dl-filters" aria-label="Filter deliveries" onSubmit={(e) => e.preventDefault()}>
      <div className="fs-dl-filters__search" role="search">
        <label htmlFor={`${ids}-search`}>Search</label>
        <input
          id={`${ids}-search`}
          type="search"
          className="fs-control"
          placeholder="Customer name or phone number"
          value={typed}
          onChange={(e) => onTyped(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div>
        <label htmlFor={`${ids}-state`}>State</label>
        <select id={`${ids}-state`} className="fs-control" value={filter.state} onChange={(e) => onFilter({ state: e.target.value as FulfilmentState | '' })}>
          {STATE_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-method`}>Method</label>
        <select id={`${ids}-method`} className="fs-control" value={filter.method} onChange={(e) => onFilter({ method: e.target.value as FulfilmentMethod | '' })}>
          {METHOD_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-area`}>Area</label>
        <select id={`${ids}-area`} className="fs-control" value={filter.area} onChange={(e) => onFilter({ area: e.target.value })}>
          <option value="">All areas</option>
          {LAGOS_LGAS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <div className="fs-dl-filters__check">
        <input id={`${ids}-late`} type="checkbox" checked={filter.lateOnly} onChange={(e) => onFilter({ lateOnly: e.target.checked })} />
        <label htmlFor={`${ids}-late`}>Late only</label>
      </div>
      <Button onClick={onClear} disabled={!isFiltered(filter, typed.trim())}>
        Clear filters
      </Button>
    </form>
  );
}
