import { useField } from 'formik';
import { useEffect, useMemo } from 'react';
import { describedBy, FieldShell, useFieldError, useFieldId } from '../../../ui/fields';
import { useToast } from '../../../ui/toast';
import { imageProblem } from '../utils/pack-form';

export interface ImageFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** The pack's picture now (on an edit), shown until another is chosen. */
  currentUrl?: string | null;
}

/**
 * The pack's picture for the surrounding Formik form: the browser's file picker (on a phone it
 * offers the camera and gallery), a preview of the chosen picture, and section 5's messages for
 * a file that is not an image or is 5 MB or more, said at once as a toast and kept on the field.
 */
export function ImageField({ name, label, required, currentUrl }: ImageFieldProps) {
  const [, meta, helpers] = useField<File | null>(name);
  const toast = useToast();
  const id = useFieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const file = meta.value;
  const error = useFieldError(name);
  const preview = useMemo(() => (file && !imageProblem(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? (file ? null : currentUrl);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      errorId={errorId}
      hint={`${file ? `Chosen: ${file.name}. ` : ''}JPEG, PNG or WebP, less than 5MB.${currentUrl && !file ? ' Leave it to keep the current picture.' : ''}`}
      hintId={hintId}
    >
      <div className="fs-pa-image">
        {shown ? <img src={shown} alt={preview ? 'The chosen picture' : 'The current picture'} className="fs-pa-image__preview" width={120} height={90} /> : <div className="fs-pa-image__preview fs-pack-image--none" aria-hidden="true" />}
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          className="fs-pa-image__input"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            // Choosing nothing (the picker cancelled) keeps the picture already chosen.
            if (!chosen) return;
            const problem = imageProblem(chosen);
            if (problem) toast.error('Invalid image', problem, { key: 'pack-image' });
            void helpers.setValue(chosen);
            void helpers.setTouched(true, false);
          }}
        />
      </div>
    </FieldShell>
  );
}
