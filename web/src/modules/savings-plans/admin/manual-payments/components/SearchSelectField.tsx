import { Select } from 'antd';
import { useField } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import { describedBy, FieldShell, useFieldError, useFieldId } from '../../../../ui/fields';
import { useSettled } from '../../../../ui/admin-list';
import type { PickedOption } from '../utils/manual-payments';

export interface SearchOption extends PickedOption {
  disabled?: boolean;
}

/**
 * What the admin typed, settled (one request per pause, not per key): the search the server is
 * asked. Choosing an option empties the box, but the last search stays, with its results.
 */
export function useServerSearch() {
  const [typed, setTyped] = useState('');
  const settled = useSettled(typed.trim());
  const [search, setSearch] = useState('');
  if (settled && settled !== search) setSearch(settled);
  // Emptying the box (antd does on a choice) asks nothing new: not a search under way.
  return { onSearch: setTyped, search, typing: !!typed.trim() && typed.trim() !== settled };
}

export interface SearchSelectFieldProps {
  /** A Formik field holding the chosen PickedOption, or null. */
  name: string;
  label: string;
  placeholder: string;
  hint: string;
  required?: boolean;
  /** The current search's results. */
  options: readonly SearchOption[];
  /** A search is settling or running. */
  busy: boolean;
  onSearch: (text: string) => void;
  /** Said in the open list when it is empty (nothing typed yet, nothing found, the search failed). */
  empty: ReactNode;
  /** Said to screen readers as results arrive, e.g. '3 customers found'. */
  status: string;
  onPicked?: (picked: PickedOption | null) => void;
}

function spoken(option: PickedOption): string {
  return option.detail ? `${option.label}, ${option.detail}` : option.label;
}

function OptionText({ option }: { option: PickedOption }) {
  return (
    <span className="fs-mp-option">
      <span className="fs-mp-option__label">{option.label}</span>
      {option.detail && <span className="fs-mp-option__detail">{option.detail}</span>}
    </span>
  );
}

/**
 * A Formik field on antd's Select with a server-side search: the parent runs the query from
 * what is typed (useServerSearch) and passes the results. The chosen option is kept in the form
 * with its label, and offered with the results, so it stays readable whatever is searched next.
 */
export function SearchSelectField({ name, label, placeholder, hint, required, options, busy, onSearch, empty, status, onPicked }: SearchSelectFieldProps) {
  const [field, , helpers] = useField<PickedOption | null>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const picked = field.value;
  // ValidatedForm focuses the first invalid field by its name, which antd does not give its input
  // (the element with the id); after every render, as antd may put a new input in its place.
  useEffect(() => document.getElementById(id)?.setAttribute('name', name));
  const shown: SearchOption[] = picked && !options.some((o) => o.value === picked.value) ? [picked, ...options] : [...options];
  // antd's label (a string: said by screen readers, shown once chosen) carries the detail: a name alone cannot tell two people apart.
  const listed = shown.map((o) => ({ value: o.value, label: spoken(o), disabled: o.disabled, option: o }));

  const pick = (value: string | undefined) => {
    const option = shown.find((o) => o.value === value);
    const next = option ? { value: option.value, label: option.label, detail: option.detail } : null;
    void helpers.setValue(next);
    onPicked?.(next);
  };

  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      <Select<string, (typeof listed)[number]>
        id={id}
        className="fs-mp-search"
        value={picked?.value}
        placeholder={placeholder}
        options={listed}
        showSearch={{ filterOption: false, onSearch }}
        onChange={pick}
        onBlur={() => void helpers.setTouched(true)}
        allowClear
        loading={busy}
        notFoundContent={busy ? 'Searching...' : empty}
        optionRender={(item) => <OptionText option={item.data.option} />}
        status={error ? 'error' : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
      />
      <span className="fs-visually-hidden" role="status">
        {status}
      </span>
    </FieldShell>
  );
}
