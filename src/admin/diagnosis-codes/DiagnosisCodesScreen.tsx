import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { CodeList, DiagnosisCode } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CODE_LIST_LIMITS } from '../../lib/validation/diagnosis-codes';
import { adminApi } from '../session/session-store';
import '../clinical/clinical.css';

/** The refused file's rows, in file order ("row.3" → its reasons). */
const rowErrors = (fields: Record<string, string> | undefined) =>
  Object.entries(fields ?? {})
    .filter(([key]) => key.startsWith('row.'))
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
    .map(([, text]) => text);

/**
 * Issue 51 item 4 (docs/decisions/060): the admin imports the official NAMASTE list with its
 * ICD-11 TM2 counterparts as a CSV, sees the current list's size and date, and searches it. The
 * product ships no codes.
 */
export function DiagnosisCodesScreen() {
  const [list, setList] = useState<CodeList['list'] | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; rows: string[]; more: number } | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<DiagnosisCode[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    adminApi<CodeList>('/v1/diagnosis-codes/list', { signal: controller.signal })
      .then((answer) => setList(answer.list))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(err, 'Could not load the code list.'));
      });
    return () => controller.abort();
  }, []);

  const upload = async (file: File) => {
    setRefusal(null);
    if (file.size > CODE_LIST_LIMITS.maxBytes) {
      setRefusal({ message: 'The file is larger than 4 MB: import the codes without the definitions columns.', rows: [], more: 0 });
      return;
    }
    setIsBusy(true);
    try {
      const answer = await adminApi<CodeList>('/v1/diagnosis-codes/import', {
        method: 'POST',
        body: { file_name: file.name.slice(0, 200), csv: await file.text() },
      });
      setList(answer.list);
      setResults(null);
      toast.success(`Imported ${answer.list?.code_count ?? 0} codes`);
    } catch (err) {
      const rows = err instanceof ApiError ? rowErrors(err.fields) : [];
      const bad = err instanceof ApiError && typeof err.params?.bad_rows === 'number' ? err.params.bad_rows : rows.length;
      setRefusal({ message: errorMessage(err, 'Could not import the file.'), rows, more: Math.max(0, bad - rows.length) });
    } finally {
      setIsBusy(false);
    }
  };

  const search = async () => {
    try {
      setResults(await adminApi<DiagnosisCode[]>(`/v1/diagnosis-codes?q=${encodeURIComponent(query.trim())}`));
    } catch (err) {
      toast.error(errorMessage(err, 'Could not search the code list.'));
    }
  };

  return (
    <div className="diagnosis-codes-screen">
      <h1>Diagnosis codes</h1>
      <p className="admin-hint">
        The NAMASTE morbidity codes with their ICD-11 TM2 counterparts that doctors pick on a visit. The clinic imports the official list; no code
        comes with the product.
      </p>
      <section className="admin-card" aria-labelledby="code-list-heading">
        <h2 id="code-list-heading">Current list</h2>
        {loadError ? (
          <p role="alert">{loadError}</p>
        ) : list === undefined ? (
          <p>Loading...</p>
        ) : list === null ? (
          <p>No code list imported yet: doctors can write the assessment as free text until one is.</p>
        ) : (
          <p data-testid="code-list-summary">
            <strong>{list.code_count.toLocaleString('en-IN')} codes</strong> from {list.file_name || 'a CSV file'}, imported{' '}
            {formatDate(list.imported_at)}
            {list.imported_by ? ` by ${list.imported_by}` : ''}.
          </p>
        )}
        <div className="admin-field">
          <label htmlFor="code-list-file">Import a CSV file</label>
          <input
            id="code-list-file"
            type="file"
            accept=".csv,text/csv"
            disabled={isBusy}
            aria-describedby="code-list-file-hint"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <p className="admin-hint" id="code-list-file-hint">
            A header row naming the columns: NAMC_CODE (or NAMASTE code), NAMC_term (or term) and TM2 code are needed; NAMC_term_diacritical,
            NAMC_term_DEVANAGARI and TM2 title are kept when present, other columns ignored. At most 4 MB. A file with any bad row is refused whole
            and the current list stays; a good file replaces it (past visits keep the codes they were given).
          </p>
        </div>
        {isBusy && <p aria-live="polite">Importing...</p>}
        {refusal && (
          <div className="code-list-refusal" role="alert">
            <p>{refusal.message}</p>
            {refusal.rows.length > 0 && (
              <ul>
                {refusal.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            )}
            {refusal.more > 0 && <p>…and {refusal.more} more rows.</p>}
          </div>
        )}
      </section>
      {list && (
        <section className="admin-card" aria-labelledby="code-search-heading">
          <h2 id="code-search-heading">Search the list</h2>
          <form
            className="code-search"
            onSubmit={(e) => {
              e.preventDefault();
              void search();
            }}
          >
            <label className="admin-field">
              <span className="admin-label">Code or term</span>
              <input
                className="admin-input"
                type="search"
                value={query}
                maxLength={CODE_LIST_LIMITS.search}
                onChange={(e) => setQuery(e.target.value)}
              />
            </label>
            <button type="submit" className="button button-small">
              Search
            </button>
          </form>
          {results &&
            (results.length === 0 ? (
              <p>No code matches.</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="visually-hidden">Matching codes (at most 20)</caption>
                  <thead>
                    <tr>
                      <th scope="col">NAMASTE code</th>
                      <th scope="col">Term</th>
                      <th scope="col">ICD-11 TM2</th>
                    </tr>
                  </thead>
                  <tbody>
                    {results.map((code) => (
                      <tr key={code.namaste_code}>
                        <td>{code.namaste_code}</td>
                        <td>
                          {code.term}
                          {code.term_diacritical && code.term_diacritical !== code.term ? ` · ${code.term_diacritical}` : ''}
                          {code.term_devanagari ? ` · ${code.term_devanagari}` : ''}
                        </td>
                        <td>{code.tm2_code ? `${code.tm2_code}${code.tm2_title ? ` ${code.tm2_title}` : ''}` : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
        </section>
      )}
    </div>
  );
}
