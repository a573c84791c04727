import { Radio } from 'antd';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

export interface RadioChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label. */
  hint?: ReactNode;
}

export interface RadioChoiceProps<T extends string> {
  name: string;
  legend: string;
  options: readonly RadioChoiceOption<T>[];
  disabled?: boolean;
}

/** A Formik field of radio buttons in a fieldset with a visible legend (one tab stop, arrow keys inside). */
export function RadioChoice<T extends string>({ name, legend, options, disabled }: RadioChoiceProps<T>) {
  const [field, meta, helpers] = useField<T>(name);
  const id = useId();
  return (
    <fieldset className="fs-choice" disabled={disabled} aria-describedby={meta.error ? `${id}-error` : undefined}>
      <legend className="fs-choice__legend">{legend}</legend>
      <Radio.Group
        name={name}
        value={field.value}
        onChange={(e) => void helpers.setValue(e.target.value as T)}
        className="fs-choice__options"
      >
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className="fs-choice__option">
            <span className="fs-choice__label">{o.label}</span>
            {o.hint && <span className="fs-choice__hint">{o.hint}</span>}
          </Radio>
        ))}
      </Radio.Group>
      {meta.error && (
        <div className="fs-field__error" id={`${id}-error`}>
          {meta.error}
        </div>
      )}
    </fieldset>
  );
}
