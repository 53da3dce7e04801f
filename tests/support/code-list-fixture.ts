/**
 * TEST DATA ONLY, not NAMASTE's or WHO's codes: a made-up code list in the official list's column
 * layout (docs/decisions/060), its codes in the documented formats (ZZ… NAMASTE codes and SZ9…
 * TM2 codes, neither of which the published lists use) so no test passes off an invented code as
 * a real one. The product ships no codes.
 */
export const TEST_CODE_LIST_HEADER =
  'Sr No.,NAMC_ID,NAMC_CODE,NAMC_term,NAMC_term_diacritical,NAMC_term_DEVANAGARI,Short_definition,TM2 code,TM2 title';

export const TEST_CODE_LIST_ROWS = [
  '1,9001,ZZA-1,Testamavata,Testāmavāta,परीक्षामवात,"Test row, not a real code",SZ90,Test amavata disorder',
  '2,9002,ZZA-2,Sandhi testvata,Sandhi testvāta,सन्धि परीक्षवात,Test row,SZ91,Test joint disorder',
  '3,9003,ZZA-3,Vata testamavata,Vāta testāmavāta,वात परीक्षामवात,Test row,SZ92,',
  '4,9004,ZZB-1.1,Testamlapitta,Testamlapitta,परीक्षाम्लपित्त,Test row,,',
];

export const TEST_CODE_LIST_CSV = [TEST_CODE_LIST_HEADER, ...TEST_CODE_LIST_ROWS].join('\r\n') + '\r\n';
