import { feedbackPage as en } from '../content/feedback';
import type { Catalogue } from './catalogue';
import { feedbackPage as gu } from './gu/feedback';
import { feedbackPage as hi } from './hi/feedback';
import type { Locale } from './locales';

export type FeedbackCopy = Catalogue['feedback']['feedbackPage'];

/** The feedback page's texts in one language; the island imports only these (its texts hold functions, which page props cannot carry). */
export const feedbackCopyOf = (locale: Locale): FeedbackCopy => ({ en, hi, gu })[locale];
