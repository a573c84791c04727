import { useId } from 'react';
import { PERSON_SORTS, type PersonSortKey } from '../utils/person-sort';
import './person-sort.css';

/**
 * 'Sort by' for the admin's people lists (users, users without plans, marketers): the browser's
 * own select, so a phone shows its system picker and a screen reader its label. Put it with the
 * list's SearchBox in a `fs-list-toolbar` (one row from 600 px, stacked below).
 */
export function PersonSortSelect({ value, onChange }: { value: PersonSortKey; onChange: (key: PersonSortKey) => void }) {
  const id = useId();
  return (
    <div className="fs-person-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} className="fs-control" value={value} onChange={(e) => onChange(e.target.value as PersonSortKey)}>
        {PERSON_SORTS.map((s) => (
          <option key={s.key} value={s.key}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

