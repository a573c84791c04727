import { useMutation } from '@apollo/client/react';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import type { AdminFoodPackFieldsFragment } from '../../../../gql/admin/graphql';
import { useSessionStore } from '../../../../lib/session';
import { badUserInputFields, errorMessage } from '../../../../lib/graphql-errors';
import { CheckboxField, SelectField, TextField } from '../../../ui/fields';
import { AdminDialog, DialogActions } from '../../../ui/admin-list';
import { useToast } from '../../../ui/toast';
import { ValidatedForm } from '../../../ui/ValidatedForm';
import { CATEGORIES, categoryLabel, DURATIONS } from '../../utils/packs';
import { CreateFoodPackMutation, UpdateFoodPackMutation } from '../graphql/operations';
import { useForgetPackLists } from '../utils/catalogue-cache';
import {
  EMPTY_PACK,
  PACK_FORM_FIELDS,
  packFormProblem,
  packFormValues,
  toCreatePackInput,
  toPackFormErrors,
  toUpdatePackInput,
  validatePackForm,
  type PackFormValues,
} from '../utils/pack-form';
import { ImageUploadError, uploadPackImage } from '../utils/upload';
import { ImageField } from './ImageField';

export interface PackFormDialogProps {
  open: boolean;
  /** The pack to edit; none: Create. */
  pack: AdminFoodPackFieldsFragment | null;
  onClose: () => void;
}

const CREATE_FAILURE = 'Failed to create food pack';
const UPDATE_FAILURE = 'Failed to update food pack. Please try again.';
const DURATION_OPTIONS = DURATIONS.map((m) => ({ value: String(m), label: `${m} month${m === 1 ? '' : 's'}` }));
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));

/**
 * Create and Edit a pack (spec sections 2, 3 and 5). The picture is uploaded first, then the
 * pack is saved naming it; a picture already uploaded is not sent again when the save is retried.
 * On a refusal what was typed stays and the server's messages land on their fields.
 */
export function PackFormDialog({ open, pack, onClose }: PackFormDialogProps) {
  const toast = useToast();
  const session = useSessionStore();
  const uploaded = useRef(new WeakMap<File, string>());
  const forgetPackLists = useForgetPackLists();
  const [create] = useMutation(CreateFoodPackMutation, { update: (cache, { data }) => data?.createFoodPack.__typename === 'FoodPack' && forgetPackLists(cache) });
  const [update] = useMutation(UpdateFoodPackMutation, { update: (cache, { data }) => data?.updateFoodPack.__typename === 'FoodPack' && forgetPackLists(cache) });
  // Uploading and saving: the dialog cannot be closed half-way.
  const [saving, setSaving] = useState(false);
  const creating = !pack;
  const failure = creating ? CREATE_FAILURE : UPDATE_FAILURE;

  const imageKey = async (file: File | null): Promise<string | null> => {
    if (!file) return null;
    const known = uploaded.current.get(file);
    if (known) return known;
    const { key } = await uploadPackImage(file, session.getToken());
    uploaded.current.set(file, key);
    return key;
  };

  const submit = async (values: PackFormValues, helpers: FormikHelpers<PackFormValues>) => {
    setSaving(true);
    try {
      await save(values, helpers);
    } finally {
      setSaving(false);
    }
  };

  const save = async (values: PackFormValues, helpers: FormikHelpers<PackFormValues>) => {
    const setErrors = (errors: Partial<Record<keyof PackFormValues, string>>) => helpers.setErrors(errors as FormikErrors<PackFormValues>);
    let key: string | null;
    try {
      key = await imageKey(values.image);
    } catch (error) {
      const message = error instanceof ImageUploadError ? error.message : failure;
      setErrors({ image: message });
      toast.error('Error', message);
      return;
    }
    try {
      const result = pack
        ? (await update({ variables: { id: pack.id, input: toUpdatePackInput(values, key) } })).data?.updateFoodPack
        : (await create({ variables: { input: toCreatePackInput(values, key!) } })).data?.createFoodPack;
      if (result?.__typename === 'FoodPack') {
        toast.success(pack ? 'Food pack updated' : 'Food pack created', pack ? `${result.name} was saved.` : `${result.name} was added to the catalogue.`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        setErrors(toPackFormErrors(result.fieldErrors));
        toast.error('Error', result.message || failure);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      setErrors(toPackFormErrors(fields));
      toast.error('Error', fields.length ? errorMessage(error) || failure : failure);
    }
  };

  const title = creating ? 'Create Food Pack' : 'Edit Food Pack';
  return (
    <AdminDialog open={open} title={title} busy={saving} onClose={onClose} width={680} focusFirst="input, textarea">
      <Formik<PackFormValues>
        initialValues={pack ? packFormValues(pack) : EMPTY_PACK}
        validate={(values) => validatePackForm(values, { creating }) as FormikErrors<PackFormValues>}
        onSubmit={submit}
      >
        <ValidatedForm<PackFormValues> fields={PACK_FORM_FIELDS} problemOf={(values) => packFormProblem(values, { creating })} aria-label={title}>
          <TextField name="name" label="Name" autoComplete="off" required />
          <TextField name="description" label="Description" autoComplete="off" multiline rows={3} required />
          <ImageField name="image" label="Image" required={creating} currentUrl={pack?.imageUrl} />
          <div className="fs-admin-form__grid">
            <TextField name="price" label="Price (₦)" inputMode="numeric" autoComplete="off" required />
            <TextField name="originalPrice" label="Original Price (₦)" inputMode="numeric" autoComplete="off" placeholder="Same as the price" />
            <SelectField name="durationMonths" label="Duration" options={DURATION_OPTIONS} />
            <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
            {/* A new pack's opening stock; afterwards stock moves in the Stock tab, each change with its reason. */}
            {creating && <TextField name="inventory" label="Opening stock" inputMode="numeric" autoComplete="off" hint="Later changes: the Stock tab." />}
          </div>
          <TextField name="items" label="Items (one a line)" autoComplete="off" multiline rows={5} />
          <CheckboxField name="available">Available (shown in the catalogue)</CheckboxField>
          <CheckboxField name="featured">Featured (may appear in the home page hero)</CheckboxField>
          <DialogActions busy={saving} onCancel={onClose} label={creating ? 'Create Pack' : 'Save Changes'} />
        </ValidatedForm>
      </Formik>
    </AdminDialog>
  );
}
