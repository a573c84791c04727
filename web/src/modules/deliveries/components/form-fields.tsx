import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldShell, useFieldError, useFieldId } from '../../ui/fields';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  min?: string;
  max?: string;
  /** A line said with the field, e.g. the weekday of the day chosen. */
  hint?: ReactNode;
}

/** A Formik field on the browser's own date input (a phone opens its system picker), with min and max. */
export function DateField({ name, label, required, min, max, hint }: DateFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      <input
        id={id}
        type="date"
        {...field}
        min={min}
        max={max}
        className={error ? 'fs-control fs-control--error' : 'fs-control'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error && errorId)}
      />
    </FieldShell>
  );
}
