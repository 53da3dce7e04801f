import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { CodeList, DiagnosisCode } from '../../lib/api/types';
import { CODE_LIST_LIMITS, codedDiagnosisText } from '../../lib/validation/diagnosis-codes';
import type { CodedDiagnosis } from '../../lib/validation/visit-record';
import { adminApi } from '../session/session-store';
import '../clinical/clinical.css';

/** How long the doctor's typing rests before the list is searched. */
const SEARCH_PAUSE_MS = 250;

interface Props {
  value: CodedDiagnosis[];
  disabled: boolean;
  onChange: (diagnoses: CodedDiagnosis[]) => void;
}

/**
 * Issue 51 item 4: the visit's coded diagnoses, searched in the clinic's imported NAMASTE / ICD-11
 * TM2 list and picked; the server copies each code's term and TM2 code when the draft is saved.
 */
export function DiagnosisPicker({ value, disabled, onChange }: Props) {
  const id = useId();
  const [list, setList] = useState<CodeList['list'] | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<DiagnosisCode[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (disabled) return;
    const controller = new AbortController();
    adminApi<CodeList>('/v1/diagnosis-codes/list', { signal: controller.signal })
      .then((answer) => setList(answer.list))
      .catch(() => setList(null));
    return () => controller.abort();
  }, [disabled]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminApi<DiagnosisCode[]>(`/v1/diagnosis-codes?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((found) => {
          setResults(found);
          setError(null);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setError(errorMessage(err, 'Could not search the code list.'));
        });
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const picked = new Set(value.map((d) => d.namaste_code));
  const pick = (code: DiagnosisCode) => {
    onChange([
      ...value,
      { namaste_code: code.namaste_code, term: code.term, term_devanagari: code.term_devanagari, tm2_code: code.tm2_code, tm2_title: code.tm2_title },
    ]);
    setQuery('');
  };
  const isFull = value.length >= CODE_LIST_LIMITS.diagnoses;

  return (
    <div className="diagnosis-picker">
      <h4 id={`${id}-heading`}>Coded diagnoses</h4>
      {value.length === 0 ? (
        <p className="admin-hint">{disabled ? 'No coded diagnosis.' : 'None yet: the assessment above stays free text.'}</p>
      ) : (
        <ul className="diagnosis-picked" aria-labelledby={`${id}-heading`}>
          {value.map((d, index) => (
            <li key={d.namaste_code}>
              <span>{codedDiagnosisText(d)}</span>
              {!disabled && (
                <button type="button" className="button button-small button-quiet" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  Remove <span className="visually-hidden">{d.namaste_code}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled &&
        (list === null ? (
          <p className="admin-hint">No code list is imported yet: the admin imports the NAMASTE / ICD-11 TM2 list under Diagnosis codes.</p>
        ) : (
          <>
            <label className="admin-field">
              <span className="admin-label">Search the NAMASTE / ICD-11 TM2 codes</span>
              <input
                className="admin-input"
                type="search"
                value={query}
                disabled={isFull}
                placeholder="Code or term, e.g. amavata"
                aria-describedby={`${id}-hint`}
                maxLength={CODE_LIST_LIMITS.search}
                onChange={(e) => setQuery(e.target.value)}
              />
            </label>
            <p id={`${id}-hint`} className="admin-hint">
              {isFull ? `At most ${CODE_LIST_LIMITS.diagnoses} coded diagnoses.` : 'Type a code or a term, then pick a result.'}
            </p>
            {error && (
              <p className="admin-field-error" role="alert">
                {error}
              </p>
            )}
            {results && (
              <div aria-live="polite">
                {results.length === 0 ? (
                  <p className="admin-hint">No code matches “{query.trim()}”.</p>
                ) : (
                  <ul className="diagnosis-results" aria-label="Matching codes">
                    {results.map((code) => (
                      <li key={code.namaste_code}>
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          disabled={picked.has(code.namaste_code)}
                          onClick={() => pick(code)}
                        >
                          {codedDiagnosisText(code)}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </>
        ))}
    </div>
  );
}
