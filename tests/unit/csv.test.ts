import { describe, expect, it } from 'vitest';
import { NO_DATA_TO_EXPORT, UTF8_BOM, csvFileName, toCsv } from '../../src/lib/csv/csv';

describe('toCsv', () => {
  it('writes a header row of the column names and one line per row', () => {
    expect(toCsv(['id', 'name', 'status'], [{ id: 1, name: 'Vata Care', status: true }])).toBe(UTF8_BOM + 'id,name,status\r\n1,Vata Care,true');
  });

  it.each([
    ['a comma', 'Shirodhara, oil', '"Shirodhara, oil"'],
    ['a newline', 'line one\nline two', '"line one\nline two"'],
    ['a quote, doubled', 'the "best" oil', '"the ""best"" oil"'],
    ['nothing special', 'Panchakarma', 'Panchakarma'],
  ])('quotes a field with %s', (_case, value, expected) => {
    expect(toCsv(['name'], [{ name: value }])).toBe(`${UTF8_BOM}name\r\n${expected}`);
  });

  it('leaves missing values blank and keeps the column order', () => {
    expect(toCsv(['id', 'mobile', 'name'], [{ name: 'Asha', id: 3, mobile: null }, { id: 4 }])).toBe(UTF8_BOM + 'id,mobile,name\r\n3,,Asha\r\n4,,');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+SUM(A1)', `"'+SUM(A1)"`],
    ['+91 98240 x', `"'+91 98240 x"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+2', `"'\t=1+2"`],
    ['\r=1+2', `"'\r=1+2"`],
  ])('guards the formula-like cell %s with a leading quote', (value, expected) => {
    expect(toCsv(['cell'], [{ cell: value }])).toBe(`${UTF8_BOM}cell\r\n${expected}`);
  });

  it('does not touch numbers, even negative ones, or text with a sign inside', () => {
    expect(toCsv(['a', 'b'], [{ a: -5, b: 'a=b' }])).toBe(UTF8_BOM + 'a,b\r\n-5,a=b');
  });

  it.each([['+919824011001'], ['+91 98240 11001'], ['+1 415 555 0100']])('leaves the phone number %s as it is', (mobile) => {
    expect(toCsv(['mobile'], [{ mobile }])).toBe(`${UTF8_BOM}mobile\r\n${mobile}`);
  });

  it('starts with a UTF-8 byte order mark and keeps Hindi and Gujarati names as they are', () => {
    const csv = toCsv(['name'], [{ name: 'आशा पटेल' }, { name: 'ભાવિન શાહ' }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('name\r\nआशा पटेल\r\nભાવિન શાહ');
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
