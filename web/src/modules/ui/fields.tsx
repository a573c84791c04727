import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Checkbox, Input } from 'antd';
import { useField, useFormikContext } from 'formik';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import './fields.css';

/**
 * Formik + antd field adapters. Each field has a visible <label>, and when it has an error:
 * a red outline, aria-invalid and aria-describedby pointing at the inline message.
 * An error shows once the field was left (touched) or the form was submitted.
 */

/** Gives every field of one form a unique id prefix, so two forms on a page never clash. */
const FormIdContext = createContext<string>('');

export function FieldIds({ children }: { children: ReactNode }) {
  const id = useId();
  return <FormIdContext.Provider value={id}>{children}</FormIdContext.Provider>;
}

export function useFieldId(name: string): string {
  const prefix = useContext(FormIdContext);
  return `${prefix || 'f'}-${name}`.replace(/[^A-Za-z0-9_-]/g, '');
}

/** The field's message once it was left (touched) or the form was submitted. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return meta.touched || submitCount > 0 ? meta.error : undefined;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  errorId: string;
  children: ReactNode;
  after?: ReactNode;
  /** A line said with the field (its control's aria-describedby names hintId). */
  hint?: ReactNode;
  hintId?: string;
}

/** The label, required mark and inline error every field shares; custom adapters put their control inside. */
export function FieldShell({ id, label, required, error, errorId, children, after, hint, hintId }: FieldShellProps) {
  return (
    <div className="fs-field">
      <div className="fs-field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="fs-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {children}
      {after}
      {hint && (
        <div className="fs-field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <div className="fs-field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
  /** Visible lines of a multiline field (3 unless set). */
  rows?: number;
  /** A line under the field, said with it (e.g. an example of what to enter). */
  hint?: ReactNode;
  maxLength?: number;
}

export function TextField({ name, label, required, type = 'text', autoComplete, inputMode, placeholder, disabled, multiline, rows = 3, hint, maxLength }: TextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const common = {
    id,
    name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    placeholder,
    disabled,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(!!hint && hintId, error && errorId),
    maxLength,
  };
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      {multiline ? (
        <Input.TextArea {...common} rows={rows} autoComplete={autoComplete} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    </FieldShell>
  );
}

export interface PasswordFieldProps {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: 'current-password' | 'new-password';
  /** Rendered under the input (e.g. a requirements checklist) and announced with it. */
  hint?: ReactNode;
  hintId?: string;
}

/** A password input with its own show/hide button (a real, focusable button). */
export function PasswordField({ name, label, required, autoComplete = 'current-password', hint, hintId }: PasswordFieldProps) {
  const [field] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} after={hint}>
      <Input
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        suffix={
          <Button
            type="text"
            size="small"
            className="fs-field__toggle"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
            icon={visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
          />
        }
      />
    </FieldShell>
  );
}

export interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
}

export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  return (
    <div className="fs-field">
      <Checkbox
        id={id}
        name={name}
        checked={!!field.checked}
        onChange={(e) => {
          void helpers.setValue(e.target.checked);
          void helpers.setTouched(true, false);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
      >
        {children}
      </Checkbox>
      {error && (
        <div className="fs-field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps {
  name: string;
  label: string;
  /** A plain string is both the value and the label. */
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
}

/** A field on the browser's own <select> (on a phone it opens the system picker). */
export function SelectField({ name, label, options, required, disabled }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <select
        id={id}
        {...field}
        className={error ? 'fs-control fs-control--error' : 'fs-control'}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
      >
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
