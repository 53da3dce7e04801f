import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { CodeList, DiagnosisCode } from '../../src/lib/api/types';
import { auditEvents, diagnosisCodes, visitRecords } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { TEST_CODE_LIST_CSV, TEST_CODE_LIST_HEADER, TEST_CODE_LIST_ROWS } from '../support/code-list-fixture';
import { consultationCase } from '../support/consultation-rows';
import { pdfPageTexts } from '../support/pdf-text';
import { createUser } from '../support/test-app';

/** Issue 51 item 4 (docs/decisions/060): the clinic imports the NAMASTE / ICD-11 TM2 list; a visit record copies the codes a doctor picks. */
const IMPORT = '/api/v1/diagnosis-codes/import';
const csvOf = (...rows: string[]) => [TEST_CODE_LIST_HEADER, ...rows].join('\n');
const record = (diagnoses: { namaste_code: string }[]) => ({ findings: 'Joints swollen, tongue coated', assessment: 'Amavata, early', diagnoses });

describe('/api/v1/diagnosis-codes', () => {
  it('imports a good file whole, audited, and shows its size; a bad file is refused whole with its rows named and nothing changed', async ({
    api,
    call,
    admin,
  }) => {
    const imported = await call('POST', IMPORT, { file_name: 'namaste-test.csv', csv: TEST_CODE_LIST_CSV });
    expect(imported.status).toBe(201);
    const { list } = (await imported.json()) as CodeList;
    expect(list).toMatchObject({ file_name: 'namaste-test.csv', code_count: 4 });
    expect(await (await call('GET', '/api/v1/diagnosis-codes/list')).json()).toEqual({ list });
    const trail = await api.db.select().from(auditEvents).where(eq(auditEvents.entity, 'diagnosis_code_list'));
    expect(trail.map((e) => [e.action, e.entityId, e.actorId])).toEqual([['import', list!.id, admin.user.id]]);
    const codes = await api.db.select().from(diagnosisCodes);
    expect(codes.find((c) => c.namasteCode === 'ZZA-1')).toMatchObject({ term: 'Testamavata', termDevanagari: 'परीक्षामवात', tm2Code: 'SZ90' });
    expect(codes.find((c) => c.namasteCode === 'ZZB-1.1')).toMatchObject({ tm2Code: null });

    const refusals: [string, string, Record<string, string> | undefined][] = [
      [
        csvOf(TEST_CODE_LIST_ROWS[0]!, '2,1,zz a 9,Bad code,,,,SZ90,', '3,1,ZZA-5,Bad TM2,,,,1A00,'),
        'diagnosisCodes.fileRefused',
        {
          'row.3': 'Row 3: the NAMASTE code “ZZ A 9” is not in the NAMASTE format (e.g. AAA-1)',
          'row.4': 'Row 4: the TM2 code “1A00” is not an ICD-11 TM2 code (e.g. SK25)',
        },
      ],
      [
        csvOf(TEST_CODE_LIST_ROWS[0]!, TEST_CODE_LIST_ROWS[1]!, TEST_CODE_LIST_ROWS[0]!.replace('Testamavata', 'Other')),
        'diagnosisCodes.fileRefused',
        { 'row.4': 'Row 4: the NAMASTE code ZZA-1 repeats row 2' },
      ],
      [
        csvOf('1,1,ZZA-7,,,,,SZ90,Title', '2,1,ZZA-8,Term,,,,,Title only'),
        'diagnosisCodes.fileRefused',
        {
          'row.2': 'Row 2: the term is missing',
          'row.3': 'Row 3: a TM2 title is given without its TM2 code',
        },
      ],
      ['NAMC_CODE,NAMC_term\nZZA-1,Testamavata', 'diagnosisCodes.columnsMissing', undefined],
      [TEST_CODE_LIST_HEADER, 'diagnosisCodes.fileEmpty', undefined],
    ];
    for (const [csv, key, fields] of refusals) {
      const refused = await call('POST', IMPORT, { file_name: 'bad.csv', csv });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { key: string; fields?: Record<string, string> };
      expect(body.key).toBe(key);
      expect(body.fields).toEqual(fields);
    }
    // Nothing changed: the same list, the same codes, one import in the trail.
    expect(await (await call('GET', '/api/v1/diagnosis-codes/list')).json()).toEqual({ list });
    expect(await api.db.select().from(diagnosisCodes)).toEqual(codes);
    expect(await api.db.select().from(auditEvents).where(eq(auditEvents.entity, 'diagnosis_code_list'))).toHaveLength(1);

    // Too large: refused before reading a row.
    const huge = await call('POST', IMPORT, { file_name: 'huge.csv', csv: `${TEST_CODE_LIST_HEADER}\n${'x'.repeat(4 * 1024 * 1024)}` });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ key: 'diagnosisCodes.fileTooLarge' });
  });

  it('lets only the admin import, and only doctors and the admin search the codes', async ({ api, call }) => {
    const c = await consultationCase(api);
    const receptionist = await createUser(api.db, 'receptionist');
    for (const token of [c.doctorLogin.token, receptionist.token, c.patient.token]) {
      expect((await call('POST', IMPORT, { csv: TEST_CODE_LIST_CSV }, token)).status).toBe(403);
    }
    for (const token of [receptionist.token, c.patient.token]) {
      expect((await call('GET', '/api/v1/diagnosis-codes?q=test', undefined, token)).status).toBe(403);
      expect((await call('GET', '/api/v1/diagnosis-codes/list', undefined, token)).status).toBe(403);
    }
    expect((await call('GET', '/api/v1/diagnosis-codes?q=test', undefined, c.doctorLogin.token)).status).toBe(200);
    expect((await call('POST', IMPORT, { csv: TEST_CODE_LIST_CSV }, null)).status).toBe(401);
  });

  it('ranks the exact code first, then codes starting with it, then terms starting with it, then terms containing it', async ({ api, call }) => {
    await call('POST', IMPORT, { file_name: 'namaste-test.csv', csv: TEST_CODE_LIST_CSV });
    const c = await consultationCase(api);
    const search = async (q: string) =>
      (
        (await (await call('GET', `/api/v1/diagnosis-codes?q=${encodeURIComponent(q)}`, undefined, c.doctorLogin.token)).json()) as DiagnosisCode[]
      ).map((code) => code.namaste_code);
    expect(await search('zza-2')).toEqual(['ZZA-2']);
    expect(await search('ZZA')).toEqual(['ZZA-1', 'ZZA-2', 'ZZA-3']);
    // "Testamavata" starts with it, "Vata testamavata" has a word starting with it.
    expect(await search('testamavata')).toEqual(['ZZA-1', 'ZZA-3']);
    expect(await search('परीक्षाम')).toEqual(['ZZA-1', 'ZZB-1.1', 'ZZA-3']);
    expect(await search('SZ91')).toEqual(['ZZA-2']);
    expect(await search('joint disorder')).toEqual(['ZZA-2']);
    expect(await search('100%_')).toEqual([]);
  });

  it('stores a picked code with its term and TM2 code as copied then, refuses a code not in the list, and prints it on the summary', async ({
    api,
    call,
  }) => {
    await call('POST', IMPORT, { file_name: 'namaste-test.csv', csv: TEST_CODE_LIST_CSV });
    const c = await consultationCase(api, { hoursFromNow: -1 });
    const path = `/api/v1/appointments/${c.appointment.id}/record`;
    const saved = await call('PUT', path, record([{ namaste_code: 'zza-1' }, { namaste_code: 'ZZB-1.1' }]), c.doctorLogin.token);
    expect(saved.status).toBe(200);
    const first = [
      { namaste_code: 'ZZA-1', term: 'Testamavata', term_devanagari: 'परीक्षामवात', tm2_code: 'SZ90', tm2_title: 'Test amavata disorder' },
      { namaste_code: 'ZZB-1.1', term: 'Testamlapitta', term_devanagari: 'परीक्षाम्लपित्त', tm2_code: null, tm2_title: '' },
    ];
    expect(((await saved.json()) as { record: { diagnoses: unknown } }).record.diagnoses).toEqual(first);

    // A code not in the list (or picked twice) is refused with the field named; the draft stays as it was.
    const unknown = await call('PUT', path, record([{ namaste_code: 'ZZA-1' }, { namaste_code: 'ZZC-9' }]), c.doctorLogin.token);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      key: 'diagnosisCodes.codeUnknown',
      fields: { 'diagnoses.1.namaste_code': 'This code is not in the clinic’s imported code list' },
    });
    const twice = await call('PUT', path, record([{ namaste_code: 'ZZA-1' }, { namaste_code: 'zza-1' }]), c.doctorLogin.token);
    expect(await twice.json()).toMatchObject({ key: 'diagnosisCodes.codeRepeated', fields: { 'diagnoses.1.namaste_code': expect.any(String) } });
    const [stored] = await api.db.select().from(visitRecords).where(eq(visitRecords.appointmentId, c.appointment.id));
    expect(stored!.diagnoses).toEqual(first);

    // A re-import renames ZZA-1 and drops ZZB-1.1: the draft keeps what it copied, a new pick copies the new list.
    const renamed = csvOf(TEST_CODE_LIST_ROWS[0]!.replace('Testamavata,', 'Renamed testamavata,'), TEST_CODE_LIST_ROWS[1]!);
    expect((await call('POST', IMPORT, { file_name: 'namaste-test-2.csv', csv: renamed })).status).toBe(201);
    const again = await call(
      'PUT',
      path,
      record([{ namaste_code: 'ZZA-1' }, { namaste_code: 'ZZB-1.1' }, { namaste_code: 'ZZA-2' }]),
      c.doctorLogin.token,
    );
    expect(again.status).toBe(200);
    const diagnoses = ((await again.json()) as { record: { diagnoses: { namaste_code: string; term: string }[] } }).record.diagnoses;
    expect(diagnoses.map((d) => [d.namaste_code, d.term])).toEqual([
      ['ZZA-1', 'Testamavata'],
      ['ZZB-1.1', 'Testamlapitta'],
      ['ZZA-2', 'Sandhi testvata'],
    ]);

    // Only the visit's doctor writes it; finalised, it is read-only and the summary prints each code.
    expect((await call('PUT', path, record([]), c.patient.token)).status).toBe(403);
    expect((await call('POST', `${path}/finalise`, undefined, c.doctorLogin.token)).status).toBe(200);
    expect((await call('PUT', path, record([]), c.doctorLogin.token)).status).toBe(409);
    const pdf = await call('GET', `/api/v1/appointments/${c.appointment.id}/summary.pdf`, undefined, c.patient.token);
    expect(pdf.status).toBe(200);
    const text = (await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(text).toContain('Diagnosis codes (NAMASTE / ICD-11 TM2)');
    expect(text).toContain('ZZA-1 Testamavata');
    expect(text).toContain('ICD-11 TM2 SZ90 Test amavata disorder');
    expect(text).toContain('ZZB-1.1 Testamlapitta');
  });
});
