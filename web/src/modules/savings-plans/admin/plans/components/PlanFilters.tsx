import { Button } from 'antd';
import { useId } from 'react';
import type { SavingsPlanStatus } from '../../../../../gql/admin/graphql';
import { badDateRange, parseSorting, SORT_OPTIONS, sortingValue, STATUS_FILTER_OPTIONS, type PlanFilterValues, type PlanSorting } from '../utils/plans';

export interface PlanFiltersProps {
  /** The search as typed (it reaches the server once typing settles). */
  typed: string;
  onTyped: (text: string) => void;
  filter: PlanFilterValues;
  onFilter: (patch: Partial<PlanFilterValues>) => void;
  sorting: PlanSorting;
  onSorting: (sorting: PlanSorting) => void;
  onClear: () => void;
}

/**
 * The list's filters (spec section 2): customer search, a range of start dates, the status and the
 * order. The browser's own controls, so a phone opens its system date and option pickers.
 */
export function PlanFilters({ typed, onTyped, filter, onFilter, sorting, onSorting, onClear }: PlanFiltersProps) {
  const ids = useId();
  const badRange = badDateRange(filter);
  const filtered = !!typed || filter.startFrom !== '' || filter.startTo !== '' || filter.status !== '';
  return (
    <form className="fs-sp-filters" aria-label="Filter savings plans" onSubmit={(e) => e.preventDefault()}>
      <div className="fs-sp-filters__search" role="search">
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
        <label htmlFor={`${ids}-from`}>Start date from</label>
        <input id={`${ids}-from`} type="date" className="fs-control" value={filter.startFrom} max={filter.startTo || undefined} onChange={(e) => onFilter({ startFrom: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${ids}-to`}>Start date to</label>
        <input
          id={`${ids}-to`}
          type="date"
          className="fs-control"
          value={filter.startTo}
          min={filter.startFrom || undefined}
          onChange={(e) => onFilter({ startTo: e.target.value })}
          aria-invalid={badRange || undefined}
          aria-describedby={badRange ? `${ids}-range` : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${ids}-status`}>Status</label>
        <select id={`${ids}-status`} className="fs-control" value={filter.status} onChange={(e) => onFilter({ status: e.target.value as SavingsPlanStatus | '' })}>
          {STATUS_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-sort`}>Sort by</label>
        <select id={`${ids}-sort`} className="fs-control" value={sortingValue(sorting)} onChange={(e) => onSorting(parseSorting(e.target.value))}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {badRange && (
        <p id={`${ids}-range`} className="fs-field__error fs-sp-filters__range" role="alert">
          The start date from must be on or before the start date to.
        </p>
      )}
      <Button onClick={onClear} disabled={!filtered}>
        Clear filters
      </Button>
    </form>
  );
}
