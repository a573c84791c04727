import { Select } from 'antd';
import { useField } from 'formik';
import { useEffect } from 'react';
import { describedBy, FieldShell, TextField, useFieldError, useFieldId } from '../../ui/fields';
import { LAGOS_AREAS } from '../utils/delivery-address';

const AREA_OPTIONS = LAGOS_AREAS.map((a) => ({ value: a, label: a }));

/** Typing 'eti' or 'ETI-OSA' finds Eti-Osa; spaces, hyphens and case do not matter. */
const squash = (text: string) => text.toLowerCase().replace(/[\s/-]+/g, '');
const matches = (typed: string, option?: { value?: unknown }) => typeof option?.value === 'string' && squash(option.value).includes(squash(typed));

/** The Lagos area: antd's Select of the 20 local government areas, searchable by typing. */
function AreaField({ name, disabled }: { name: string; disabled?: boolean }) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // ValidatedForm focuses the first invalid field by its name, which antd does not give its input.
  useEffect(() => document.getElementById(id)?.setAttribute('name', name));
  return (
    <FieldShell id={id} label="Area (local government)" required error={error} errorId={errorId} hint="We deliver within Lagos State only." hintId={hintId}>
      <Select<string>
        id={id}
        className="fs-area-select"
        value={field.value || undefined}
        placeholder="Choose your area"
        options={AREA_OPTIONS}
        showSearch={{ filterOption: matches }}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
      />
    </FieldShell>
  );
}

export interface DeliveryAddressFieldsProps {
  /** The Formik field names of the street, the landmark and the area. */
  names?: { street: string; landmark: string; area: string };
  disabled?: boolean;
}

/** A Lagos delivery address in the parts a rider needs: house number and street, a landmark, the area. */
export function DeliveryAddressFields({ names = { street: 'street', landmark: 'landmark', area: 'area' }, disabled }: DeliveryAddressFieldsProps) {
  return (
    <>
      <TextField name={names.street} label="House number and street" autoComplete="address-line1" required disabled={disabled} />
      <TextField name={names.landmark} label="Landmark" hint="Something near the house a rider can find, e.g. opposite Shoprite." required disabled={disabled} />
      <AreaField name={names.area} disabled={disabled} />
    </>
  );
}
