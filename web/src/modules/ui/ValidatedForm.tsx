import { useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useRef, type ReactNode } from 'react';
import { FieldIds } from './fields';
import { useToast } from './toast';

export interface FormProblem {
  title: string;
  message: string;
}

export interface ValidatedFormProps<V> {
  /** Field names in screen order: all are marked touched on submit; the first with an error gets focus. */
  fields: readonly (keyof V & string)[];
  /** The toast for a refused submit ('Missing information' / ...), or null when there is none. */
  problemOf?: (values: V) => FormProblem | null;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A <form> for the surrounding <Formik>: on submit it validates; a refused submit shows the
 * specification's toast, reveals every inline error and focuses the first invalid field;
 * otherwise it hands over to Formik's onSubmit.
 */
export function ValidatedForm<V>({ fields, problemOf, children, className, 'aria-label': ariaLabel }: ValidatedFormProps<V>) {
  const formik = useFormikContext<V>();
  const toast = useToast();
  const ref = useRef<HTMLFormElement>(null);

  const submit = async () => {
    if (formik.isSubmitting) return;
    const errors: FormikErrors<V> = await formik.validateForm();
    const problem = problemOf?.(formik.values) ?? null;
    const invalid = fields.filter((f) => errors[f]);
    if (problem || invalid.length > 0) {
      const touched = Object.fromEntries(fields.map((f) => [f, true])) as FormikTouched<V>;
      await formik.setTouched(touched, false);
      if (problem) toast.error(problem.title, problem.message, { key: `form-${problem.title}` });
      const first = invalid[0];
      if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await formik.submitForm();
  };

  return (
    <FieldIds>
      <form
        ref={ref}
        className={className}
        aria-label={ariaLabel}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {children}
      </form>
    </FieldIds>
  );
}
