import { describe, expect, it } from 'vitest';
import { splitScriptRuns } from '../../src/server/kernel/documents/script-runs';

describe('splitScriptRuns (one Noto font per script in a document line)', () => {
  it.each([
    ['Receipt no. 12', [{ script: 'latin', text: 'Receipt no. 12' }]],
    ['परामर्श शुल्क ₹2,500।', [{ script: 'devanagari', text: 'परामर्श शुल्क ₹2,500।' }]],
    [
      'Fee (शुल्क): ₹2,500',
      [
        { script: 'latin', text: 'Fee (' },
        { script: 'devanagari', text: 'शुल्क): ₹2,500' },
      ],
    ],
    [
      'નામ: Asha',
      [
        { script: 'gujarati', text: 'નામ: ' },
        { script: 'latin', text: 'Asha' },
      ],
    ],
    ['  12 ', [{ script: 'latin', text: '  12 ' }]],
    ['12 नाम', [{ script: 'devanagari', text: '12 नाम' }]],
  ])('%s', (text, runs) => {
    expect(splitScriptRuns(text)).toEqual(runs);
  });
});
