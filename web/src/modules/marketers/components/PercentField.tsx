import { useField } from 'formik';
import { describedBy, FieldShell, useFieldError, useFieldId } from '../../ui/fields';
import { MAX_RATE_PERCENT, MIN_RATE_PERCENT, RATE_STEP_PERCENT } from '../utils/marketers';

export interface PercentFieldProps {
  name: string;
  label: string;
  /** Said with the field (e.g. 'From 0% to 25%, in steps of 0.1%'). */
  hint: string;
  required?: boolean;
}

/**
 * A commission rate in percent for the surrounding Formik form: the browser's number input (a
 * keypad with a decimal point on a phone, arrow keys step by 0.1), with the label, hint and error
 * wiring of the fields in modules/ui. The value stays the text typed; the form converts it.
 */
export function PercentField({ name, label, hint, required }: PercentFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      <div className="fs-mk-percent">
        <input
          id={id}
          name={name}
          value={field.value ?? ''}
          // The text as typed: Formik's own handler would turn a number input's value into a number.
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={field.onBlur}
          type="number"
          inputMode="decimal"
          min={MIN_RATE_PERCENT}
          max={MAX_RATE_PERCENT}
          step={RATE_STEP_PERCENT}
          className={error ? 'fs-control fs-control--error' : 'fs-control'}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
        />
        <span aria-hidden="true">%</span>
      </div>
    </FieldShell>
  );
}
