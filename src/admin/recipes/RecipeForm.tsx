import { lazy, Suspense, useId, useState } from 'react';
import './recipe-form.css';
import toast from 'react-hot-toast';
import { firstRecipeFormError, type RecipeFormValues } from '../../lib/validation/recipe';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, TextField } from '../components/form-fields';
import { CORNER_TOAST } from '../components/corner-toast';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export type RecipeFormState = Required<{ [K in keyof RecipeFormValues]: NonNullable<RecipeFormValues[K]> }>;

export const EMPTY_RECIPE: RecipeFormState = { name: '', ingredients: '', preparation: '', benefits: '', image_url: '', status: true };

interface RecipeFormProps {
  initial: RecipeFormState;
  submitLabel: string;
  busyLabel: string;
  /** Saves the recipe; the form shows `busyLabel` until it settles. */
  onSubmit: (values: RecipeFormState) => Promise<void>;
}

/** SPEC §2 Add and Edit Recipe form; SPEC §5 rules checked in order before anything is sent. */
export function RecipeForm({ initial, submitLabel, busyLabel, onSubmit }: RecipeFormProps) {
  const [values, setValues] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);
  const ingredientsId = useId();
  const preparationLabelId = useId();
  const benefitsLabelId = useId();
  const set =
    <K extends keyof RecipeFormState>(key: K) =>
    (value: RecipeFormState[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const error = firstRecipeFormError(values);
    if (error) {
      toast.error(error, CORNER_TOAST);
      return;
    }
    setIsBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setIsBusy(false);
    }
  };

  const editorFallback = <p className="admin-editor-loading">Loading editor...</p>;
  return (
    <AdminForm className="admin-form admin-recipe-form" onSubmit={submit} isBusy={isBusy} submitLabel={submitLabel} busyLabel={busyLabel}>
      <TextField label="Recipe Name" name="name" value={values.name} onChange={set('name')} disabled={isBusy} />
      <div className="admin-field">
        <label htmlFor={ingredientsId}>Ingredients</label>
        <textarea
          id={ingredientsId}
          name="ingredients"
          rows={5}
          placeholder="One ingredient per line"
          value={values.ingredients}
          onChange={(e) => set('ingredients')(e.target.value)}
          disabled={isBusy}
        />
      </div>
      <div className="admin-field">
        <span className="admin-label" id={preparationLabelId}>
          Preparation
        </span>
        <Suspense fallback={editorFallback}>
          <RichTextEditor labelId={preparationLabelId} value={values.preparation} onChange={set('preparation')} isDisabled={isBusy} />
        </Suspense>
      </div>
      <div className="admin-field">
        <span className="admin-label" id={benefitsLabelId}>
          Benefits
        </span>
        <Suspense fallback={editorFallback}>
          <RichTextEditor labelId={benefitsLabelId} value={values.benefits} onChange={set('benefits')} isDisabled={isBusy} />
        </Suspense>
      </div>
      <TextField label="Image URL" name="image_url" type="url" value={values.image_url} onChange={set('image_url')} disabled={isBusy} />
      <CheckboxField label="Active" name="status" checked={values.status} onChange={set('status')} />
    </AdminForm>
  );
}
