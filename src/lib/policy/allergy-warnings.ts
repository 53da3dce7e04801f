/** The intake answer (default questions, issue 29) where a patient writes what they are allergic to. */
export const ALLERGIES_QUESTION_ID = 'allergies';

/** One prescription line whose medicine shares a word with a recorded allergy (issue 45). */
export interface AllergyWarning {
  /** The line's index in the prescription. */
  line: number;
  medicine: string;
  /** The allergy as the patient wrote it. */
  allergy: string;
}

/** Words that say nothing about the substance ("allergic to sulfa drugs"). */
const GENERIC_WORDS = new Set([
  'allergy',
  'allergies',
  'allergic',
  'drug',
  'drugs',
  'medicine',
  'medicines',
  'tablet',
  'tablets',
  'food',
  'foods',
  'some',
  'with',
]);
/** Shorter words match too much ("oil", "tab"). */
const MIN_WORD = 4;

const wordsOf = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD && !GENERIC_WORDS.has(word));

/** Either word begins the other: "sulfa" warns of "Sulfasalazine", "guggulu" of "Kaishore Guggulu". */
const related = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * The lines whose medicine matches an allergy the patient recorded. A word match, not a
 * pharmacology: it warns, the doctor decides (the server saves the record either way).
 */
export function allergyWarnings(prescription: readonly { medicine: string }[], allergies: string | null | undefined): AllergyWarning[] {
  const recorded = (allergies ?? '')
    .split(/[,;\n]|\band\b/i)
    .map((item) => item.trim())
    .filter((item) => wordsOf(item).length > 0);
  return prescription.flatMap(({ medicine }, line) => {
    const medicineWords = wordsOf(medicine);
    const allergy = recorded.find((item) => wordsOf(item).some((word) => medicineWords.some((m) => related(m, word))));
    return allergy ? [{ line, medicine, allergy }] : [];
  });
}

/** What the patient wrote under allergies in the intake, if anything. */
export const recordedAllergies = (answers: Record<string, unknown>): string | null => {
  const value = answers[ALLERGIES_QUESTION_ID];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
