import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { IntakeForm } from '../../lib/api/types';
import { INTAKE_QUESTION_TYPES, type IntakeQuestionType, type LocalizedText, intakeFormSchema } from '../../lib/validation/intake';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { adminApi } from '../session/session-store';
import './intake-form-editor.css';

const TYPE_LABELS: Record<IntakeQuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  yes_no: 'Yes / no',
  number: 'Number',
  date: 'Date',
};
const TYPE_OPTIONS = INTAKE_QUESTION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const LANGUAGES = [
  { key: 'en', label: 'English' },
  { key: 'hi', label: 'Hindi' },
  { key: 'gu', label: 'Gujarati' },
] as const;

/** A question being edited: `id` null until first saved (then made from its English words and kept for good). */
interface DraftQuestion {
  key: number;
  id: string | null;
  type: IntakeQuestionType;
  label: LocalizedText;
  required: boolean;
  options: LocalizedText[];
}

let nextKey = 1;
const toDraft = (q: IntakeForm['questions'][number]): DraftQuestion => ({
  key: nextKey++,
  id: q.id,
  type: q.type,
  label: q.label,
  required: q.required,
  options: q.options ?? [],
});
const newQuestion = (): DraftQuestion => ({ key: nextKey++, id: null, type: 'short_text', label: { en: '' }, required: false, options: [] });

/** Blank translations are left out: patients then read the English words. */
const cleanText = (text: LocalizedText): LocalizedText => ({
  en: text.en.trim(),
  ...(text.hi?.trim() ? { hi: text.hi.trim() } : {}),
  ...(text.gu?.trim() ? { gu: text.gu.trim() } : {}),
});

/** Stable ids: kept for saved questions, made from the English words for new ones (answers are stored by id). */
function questionsToSave(drafts: DraftQuestion[]) {
  const taken = new Set(drafts.flatMap((q) => (q.id ? [q.id] : [])));
  return drafts.map((q) => {
    let id = q.id;
    if (!id) {
      const base =
        q.label.en
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_+|_+$/g, '')
          .slice(0, 34) || 'question';
      id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
      taken.add(id);
    }
    return {
      id,
      type: q.type,
      label: cleanText(q.label),
      required: q.required,
      ...(q.type === 'single_choice' ? { options: q.options.map(cleanText) } : {}),
    };
  });
}

/** Each question's first problem, by its draft's key (it follows the question when moved); '_' for the form as a whole. */
function problemsOf(drafts: DraftQuestion[], questions: ReturnType<typeof questionsToSave>): Record<string, string> {
  const result = intakeFormSchema.safeParse({ questions });
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const index = issue.path[1];
    const draft = typeof index === 'number' ? drafts[index] : undefined;
    problems[draft ? String(draft.key) : '_'] ??= issue.message;
  }
  return problems;
}

/**
 * Beyond SPEC (issue 29): the intake form patients of this service fill before their visit.
 * Questions in order, each with its type, whether it is required and its words in the three
 * languages; saving makes a new version (answers already given keep theirs).
 */
export function IntakeFormEditor({ serviceId }: { serviceId: number }) {
  const [version, setVersion] = useState<number | null>(null);
  const [questions, setQuestions] = useState<DraftQuestion[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isLoading, setIsLoading] = useState(true);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    adminApi<IntakeForm>(`/v1/services/${serviceId}/intake-form`, { signal: controller.signal })
      .then((form) => {
        setVersion(form.version);
        setQuestions(form.questions.map(toDraft));
        setIsLoading(false);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        toast.error(errorMessage(err, 'Could not load the intake form.'));
        setIsLoading(false);
      });
    return () => controller.abort();
  }, [serviceId]);

  const update = (index: number, change: Partial<DraftQuestion>) =>
    setQuestions((list) => list.map((q, i) => (i === index ? { ...q, ...change } : q)));
  const move = (index: number, by: -1 | 1) =>
    setQuestions((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  async function save() {
    const payload = questionsToSave(questions);
    const found = problemsOf(questions, payload);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      toast.error('Please correct the questions marked below.');
      return;
    }
    setIsSaving(true);
    try {
      const saved = await adminApi<IntakeForm>(`/v1/services/${serviceId}/intake-form`, { method: 'PUT', body: { questions: payload } });
      setVersion(saved.version);
      setQuestions(saved.questions.map(toDraft));
      toast.success(`Intake form saved as version ${saved.version}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not save the intake form.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="intake-editor" aria-labelledby="intake-editor-heading">
      <h2 id="intake-editor-heading">Intake form {version !== null && <small>(version {version})</small>}</h2>
      <p className="admin-hint">
        Patients answer these questions after paying, until their visit starts. Saving makes a new version; answers already given keep the version
        they were given against. Hindi and Gujarati are optional: patients read the English words when they are blank.
      </p>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <>
          <ol className="intake-editor-list">
            {questions.map((q, index) => (
              <li key={q.key}>
                <fieldset className="intake-editor-question">
                  <legend>
                    Question {index + 1}
                    {q.id && <span className="admin-hint"> ({q.id})</span>}
                  </legend>
                  {problems[String(q.key)] && (
                    <p className="admin-field-error" role="alert">
                      {problems[String(q.key)]}
                    </p>
                  )}
                  <div className="intake-editor-languages">
                    {LANGUAGES.map((language) => (
                      <TextField
                        key={language.key}
                        label={`Wording (${language.label})`}
                        name={`question-${index}-${language.key}`}
                        value={q.label[language.key] ?? ''}
                        required={language.key === 'en'}
                        onChange={(value) => update(index, { label: { ...q.label, [language.key]: value } })}
                      />
                    ))}
                  </div>
                  <div className="intake-editor-settings">
                    <SelectField
                      label="Answer type"
                      name={`question-${index}-type`}
                      value={q.type}
                      options={TYPE_OPTIONS}
                      onChange={(value) =>
                        update(index, {
                          type: value as IntakeQuestionType,
                          options: value === 'single_choice' && q.options.length === 0 ? [{ en: '' }, { en: '' }] : q.options,
                        })
                      }
                    />
                    <CheckboxField
                      label="Required"
                      name={`question-${index}-required`}
                      checked={q.required}
                      onChange={(required) => update(index, { required })}
                    />
                  </div>
                  {q.type === 'single_choice' && (
                    <div className="intake-editor-options">
                      <p className="admin-label">Options</p>
                      {q.options.map((option, optionIndex) => (
                        <div key={optionIndex} className="intake-editor-option">
                          {LANGUAGES.map((language) => (
                            <input
                              key={language.key}
                              aria-label={`Question ${index + 1}, option ${optionIndex + 1} (${language.label})`}
                              placeholder={language.label}
                              value={option[language.key] ?? ''}
                              onChange={(e) =>
                                update(index, {
                                  options: q.options.map((o, i) => (i === optionIndex ? { ...o, [language.key]: e.target.value } : o)),
                                })
                              }
                            />
                          ))}
                          <button
                            type="button"
                            className="button button-small button-quiet"
                            onClick={() => update(index, { options: q.options.filter((_, i) => i !== optionIndex) })}
                          >
                            Remove
                            <span className="visually-hidden">
                              {' '}
                              option {optionIndex + 1} of question {index + 1}
                            </span>
                          </button>
                        </div>
                      ))}
                      <button
                        type="button"
                        className="button button-small button-quiet intake-editor-add-option"
                        onClick={() => update(index, { options: [...q.options, { en: '' }] })}
                      >
                        Add option<span className="visually-hidden"> to question {index + 1}</span>
                      </button>
                    </div>
                  )}
                  <div className="admin-row-actions">
                    <button type="button" className="button button-small button-quiet" disabled={index === 0} onClick={() => move(index, -1)}>
                      Move up<span className="visually-hidden"> question {index + 1}</span>
                    </button>
                    <button
                      type="button"
                      className="button button-small button-quiet"
                      disabled={index === questions.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Move down<span className="visually-hidden"> question {index + 1}</span>
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger"
                      onClick={() => setQuestions((list) => list.filter((_, i) => i !== index))}
                    >
                      Remove<span className="visually-hidden"> question {index + 1}</span>
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          {problems._ && (
            <p className="admin-field-error" role="alert">
              {problems._}
            </p>
          )}
          <div className="admin-toolbar">
            <button type="button" className="button button-secondary" onClick={() => setQuestions((list) => [...list, newQuestion()])}>
              Add question
            </button>
            <button type="button" className="button" disabled={isSaving} aria-busy={isSaving} onClick={() => void save()}>
              {isSaving ? 'Saving...' : 'Save intake form'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
