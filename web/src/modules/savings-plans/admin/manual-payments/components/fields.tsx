import { Radio } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldShell, useFieldError, useFieldId } from '../../../../ui/fields';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceFieldProps {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  required?: boolean;
  /** Options side by side (short ones), else one a line. */
  inline?: boolean;
}

/**
 * Radio buttons in a fieldset with a visible legend (one tab stop, arrow keys inside), for the
 * surrounding Formik form; its error, once the field was used or the form submitted, is said with it.
 */
export function ChoiceField({ name, legend, options, required, inline }: ChoiceFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  return (
    <fieldset className="fs-mp-choice" aria-describedby={describedBy(error && errorId)}>
      <legend className="fs-field__label">
        {legend}
        {required && (
          <span className="fs-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <Radio.Group
        name={name}
        value={field.value}
        onChange={(e) => {
          void helpers.setValue(e.target.value as string);
          void helpers.setTouched(true, false);
        }}
        className={inline ? 'fs-mp-choice__options fs-mp-choice__options--inline' : 'fs-mp-choice__options'}
      >
        {options.map((o) => (
          <Radio key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
      {error && (
        <div className="fs-field__error" id={errorId}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

export interface DateFieldProps {
  name: string;
  label: string;
  hint: string;
  required?: boolean;
}

/** A calendar day (YYYY-MM-DD) on the browser's own date input: the system picker on a phone. */
export function DateField({ name, label, hint, required }: DateFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      <input
        id={id}
        type="date"
        {...field}
        className={error ? 'fs-control fs-control--error' : 'fs-control'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
      />
    </FieldShell>
  );
}
