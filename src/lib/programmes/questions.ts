import type { Locale } from '../../i18n/locales';

/**
 * A programme step's check-in question, kept in the template (issue 49: "thresholds in the
 * template"): a yes/no question is a red flag when answered yes and `flag` is set; a 0-10 scale is
 * one at `flag_at_least` or above. The labels are the patient's words in each language.
 */
export type CheckInQuestion =
  | { key: string; kind: 'yes_no'; label: Record<Locale, string>; flag: boolean }
  | { key: string; kind: 'scale'; label: Record<Locale, string>; max: number; flag_at_least: number | null };

/** A check-in's answers: yes/no as booleans, scales as whole numbers, by question key. */
export type CheckInAnswers = Record<string, boolean | number>;

/** The keys of the answers that raise a red flag. */
export function redFlagsOf(questions: readonly CheckInQuestion[], answers: CheckInAnswers): string[] {
  return questions.flatMap((question) => {
    const answer = answers[question.key];
    if (question.kind === 'yes_no') return question.flag && answer === true ? [question.key] : [];
    return question.flag_at_least !== null && typeof answer === 'number' && answer >= question.flag_at_least ? [question.key] : [];
  });
}

/** Why answers do not fit the questions (a missing, unknown or out-of-range answer), or null. */
export function answersProblem(questions: readonly CheckInQuestion[], answers: CheckInAnswers): string | null {
  const keys = new Set(questions.map((question) => question.key));
  for (const key of Object.keys(answers)) if (!keys.has(key)) return key;
  for (const question of questions) {
    const answer = answers[question.key];
    if (question.kind === 'yes_no' && typeof answer !== 'boolean') return question.key;
    if (question.kind === 'scale' && (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer > question.max))
      return question.key;
  }
  return null;
}
