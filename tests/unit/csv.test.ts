import { describe, expect, it } from 'vitest';
import { NO_DATA_TO_EXPORT, csvFileName, toCsv } from '../../src/lib/csv/csv';

describe('toCsv', () => {
  it('writes a header row of the column names and one line per row', () => {
    expect(toCsv(['id', 'name', 'status'], [{ id: 1, name: 'Vata Care', status: true }])).toBe('id,name,status\r\n1,Vata Care,true');
  });

  it.each([
    ['a comma', 'Shirodhara, oil', '"Shirodhara, oil"'],
    ['a newline', 'line one\nline two', '"line one\nline two"'],
    ['a quote, doubled', 'the "best" oil', '"the ""best"" oil"'],
    ['nothing special', 'Panchakarma', 'Panchakarma'],
  ])('quotes a field with %s', (_case, value, expected) => {
    expect(toCsv(['name'], [{ name: value }])).toBe(`name\r\n${expected}`);
  });

  it('leaves missing values blank and keeps the column order', () => {
    expect(toCsv(['id', 'mobile', 'name'], [{ name: 'Asha', id: 3, mobile: null }, { id: 4 }])).toBe('id,mobile,name\r\n3,,Asha\r\n4,,');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+91 98240', `"'+91 98240"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+2', `"'\t=1+2"`],
    ['\r=1+2', `"'\r=1+2"`],
  ])('guards the formula-like cell %s with a leading quote', (value, expected) => {
    expect(toCsv(['cell'], [{ cell: value }])).toBe(`cell\r\n${expected}`);
  });

  it('does not touch numbers, even negative ones, or text with a sign inside', () => {
    expect(toCsv(['a', 'b'], [{ a: -5, b: 'a=b' }])).toBe('a,b\r\n-5,a=b');
  });
});

describe('csvFileName', () => {
  it('is the kind plus the ISO timestamp', () => {
    expect(csvFileName('doctors_export', new Date('2025-01-05T09:30:00.000Z'))).toBe('doctors_export_2025-01-05T09:30:00.000Z.csv');
  });

  it('has the spec message for an empty export', () => {
    expect(NO_DATA_TO_EXPORT).toBe('No data available to export.');
  });
});
