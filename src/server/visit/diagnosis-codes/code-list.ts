import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODE_LIST_LIMITS, diagnosisCodeMessages as m, normaliseCode } from '../../../lib/validation/diagnosis-codes';
import type { CodedDiagnosis } from '../../../lib/validation/visit-record';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { diagnosisCodeLists, diagnosisCodes, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { CodeList, DiagnosisCode } from './responses';

const SEARCH_RESULTS = 20;
const INSERT_BATCH = 500;

const codeJson = (row: typeof diagnosisCodes.$inferSelect): DiagnosisCode => ({
  namaste_code: row.namasteCode,
  term: row.term,
  term_diacritical: row.termDiacritical,
  term_devanagari: row.termDevanagari,
  tm2_code: row.tm2Code,
  tm2_title: row.tm2Title,
});

/** The clinic's list is its newest import. */
const currentListId = (db: Pick<Database, 'select'>) =>
  db
    .select({ id: diagnosisCodeLists.id })
    .from(diagnosisCodeLists)
    .orderBy(desc(diagnosisCodeLists.id))
    .limit(1)
    .then(([row]) => row?.id ?? null);

/** What the admin screen shows of the current list: its size, file, date and who imported it. */
export async function currentCodeList(db: Pick<Database, 'select'>): Promise<CodeList> {
  const [row] = await db
    .select({ list: diagnosisCodeLists, by: users.name })
    .from(diagnosisCodeLists)
    .leftJoin(users, eq(users.id, diagnosisCodeLists.importedByUserId))
    .orderBy(desc(diagnosisCodeLists.id))
    .limit(1);
  if (!row) return { list: null };
  const { list, by } = row;
  return {
    list: { id: list.id, file_name: list.fileName, code_count: list.codeCount, imported_at: list.createdAt.toISOString(), imported_by: by ?? null },
  };
}

/**
 * Replaces the clinic's list with a new file's codes in one transaction, audited; a file with any
 * bad row is refused whole (400, each bad row named in `fields` as `row.N`) and nothing changes.
 * Visit records keep the codes they copied, so a re-import never changes a past record.
 */
export async function importCodeList(db: Database, input: { csv: string; file_name: string }, importedByUserId: number): Promise<CodeList> {
  if (new TextEncoder().encode(input.csv).length > CODE_LIST_LIMITS.maxBytes) throw new AppError('payload_too_large', m.fileTooLarge);
  // papaparse is loaded at an import, not at every cold start (docs/decisions/068).
  const { parseCodeList } = await import('../../../lib/validation/code-list-csv');
  const parsed = parseCodeList(input.csv);
  if (!parsed.ok) {
    const listed = parsed.errors.slice(0, CODE_LIST_LIMITS.listedErrors);
    throw new AppError(
      'invalid',
      parsed.message,
      listed.length > 0 ? Object.fromEntries(listed.map((e) => [`row.${e.row}`, `Row ${e.row}: ${e.reasons.join('; ')}`])) : undefined,
      undefined,
      { bad_rows: parsed.errors.length },
    );
  }
  await db.transaction(async (tx) => {
    const before = await currentCodeList(tx);
    // One list at a time: the earlier imports' rows stay as history, their codes go.
    await tx.delete(diagnosisCodes);
    const [list] = await tx
      .insert(diagnosisCodeLists)
      .values({ fileName: input.file_name, codeCount: parsed.rows.length, importedByUserId })
      .returning();
    for (let start = 0; start < parsed.rows.length; start += INSERT_BATCH) {
      await tx.insert(diagnosisCodes).values(
        parsed.rows.slice(start, start + INSERT_BATCH).map((row) => ({
          listId: list!.id,
          namasteCode: row.namaste_code,
          term: row.term,
          termDiacritical: row.term_diacritical,
          termDevanagari: row.term_devanagari,
          tm2Code: row.tm2_code,
          tm2Title: row.tm2_title,
        })),
      );
    }
    await recordAudit(tx, {
      action: 'import',
      entity: 'diagnosis_code_list',
      entityId: list!.id,
      before: before.list,
      after: { file_name: list!.fileName, code_count: list!.codeCount },
    });
  });
  return currentCodeList(db);
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The codes matching what the doctor typed, best first: the exact NAMASTE or TM2 code, then codes
 * starting with it, then terms (English, diacritical or Devanagari) starting with it, then terms
 * with a word starting with it, then anything containing it; shorter terms first within a rank.
 * An empty query lists the first codes in code order.
 */
export async function searchCodes(db: Pick<Database, 'select'>, query: string): Promise<DiagnosisCode[]> {
  const listId = await currentListId(db);
  if (listId === null) return [];
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) {
    const rows = await db
      .select()
      .from(diagnosisCodes)
      .where(eq(diagnosisCodes.listId, listId))
      .orderBy(asc(diagnosisCodes.namasteCode))
      .limit(SEARCH_RESULTS);
    return rows.map(codeJson);
  }
  const code = normaliseCode(q);
  const prefix = `${likePattern(q)}%`;
  const word = `% ${likePattern(q)}%`;
  const anywhere = `%${likePattern(q)}%`;
  const terms = [diagnosisCodes.term, diagnosisCodes.termDiacritical, diagnosisCodes.termDevanagari];
  const anyTerm = (pattern: string) =>
    sql.join(
      terms.map((t) => sql`${t} ilike ${pattern}`),
      sql` or `,
    );
  const rank = sql<number>`case
    when ${diagnosisCodes.namasteCode} = ${code} or ${diagnosisCodes.tm2Code} = ${code} then 0
    when ${diagnosisCodes.namasteCode} like ${`${likePattern(code)}%`} or ${diagnosisCodes.tm2Code} like ${`${likePattern(code)}%`} then 1
    when ${anyTerm(prefix)} then 2
    when ${anyTerm(word)} then 3
    else 4 end`;
  const rows = await db
    .select()
    .from(diagnosisCodes)
    .where(
      and(
        eq(diagnosisCodes.listId, listId),
        sql`(${diagnosisCodes.namasteCode} like ${`%${likePattern(code)}%`} or ${diagnosisCodes.tm2Code} like ${`%${likePattern(code)}%`} or ${anyTerm(anywhere)} or ${diagnosisCodes.tm2Title} ilike ${anywhere})`,
      ),
    )
    .orderBy(rank, sql`length(${diagnosisCodes.term})`, asc(diagnosisCodes.term), asc(diagnosisCodes.namasteCode))
    .limit(SEARCH_RESULTS);
  return rows.map(codeJson);
}

/**
 * The coded diagnoses a record saves: each code the record already holds keeps its copy (a
 * re-import never changes it); a new one must be in the clinic's current list and is copied from
 * it now. An unknown or repeated code refuses the save (400, the field named).
 */
export async function resolveDiagnoses(
  tx: Pick<Database, 'select'>,
  picked: readonly { namaste_code: string }[],
  kept: readonly CodedDiagnosis[],
): Promise<CodedDiagnosis[]> {
  const codes = picked.map((p) => normaliseCode(p.namaste_code));
  const repeated = codes.findIndex((code, i) => codes.indexOf(code) !== i);
  if (repeated >= 0) throw new AppError('invalid', m.codeRepeated, { [`diagnoses.${repeated}.namaste_code`]: m.codeRepeated });
  const keptByCode = new Map(kept.map((d) => [d.namaste_code, d]));
  const wanted = codes.filter((code) => !keptByCode.has(code));
  const listId = wanted.length > 0 ? await currentListId(tx) : null;
  const found =
    listId === null
      ? []
      : await tx
          .select()
          .from(diagnosisCodes)
          .where(and(eq(diagnosisCodes.listId, listId), inArray(diagnosisCodes.namasteCode, wanted)));
  const foundByCode = new Map(found.map((row) => [row.namasteCode, row]));
  return codes.map((code, i) => {
    const copy = keptByCode.get(code);
    if (copy) return copy;
    const row = foundByCode.get(code);
    if (!row) throw new AppError('invalid', m.codeUnknown, { [`diagnoses.${i}.namaste_code`]: m.codeUnknown }, undefined, { code });
    return { namaste_code: row.namasteCode, term: row.term, term_devanagari: row.termDevanagari, tm2_code: row.tm2Code, tm2_title: row.tm2Title };
  });
}
