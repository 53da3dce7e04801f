import { EMAIL_PATTERN } from './email';
import { contactMessages as m } from './contact-messages';

// Free of zod, so the contact form island stays small; contact-query.ts re-exports it.

export const DEFAULT_CONTACT_SUBJECT = 'General Inquiry';
export const CONTACT_MOBILE_DIGITS = 10;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  mobile?: string | null;
}

/**
 * SPEC §5 contact form rules, in their order: the first failure is the one shown.
 * Shared by the contact form island and the POST /v1/contact-queries route.
 */
export function firstContactFormError(values: ContactFormValues): string | null {
  const problem = firstContactFormProblem(values);
  return problem ? m[problem] : null;
}

/** The same rules' first failure as its message's key, for the island to word in the page's language. */
export function firstContactFormProblem(values: ContactFormValues): ContactProblem | null {
  if (!values.name.trim()) return 'nameRequired';
  if (!values.email.trim()) return 'emailRequired';
  if (!values.subject.trim()) return 'subjectRequired';
  if (!values.message.trim()) return 'messageRequired';
  if (!EMAIL_PATTERN.test(values.email.trim())) return 'emailInvalid';
  const mobile = values.mobile?.trim();
  if (mobile && mobile.replace(/\D/g, '').length !== CONTACT_MOBILE_DIGITS) return 'mobileInvalid';
  return null;
}

export type ContactProblem = 'nameRequired' | 'emailRequired' | 'subjectRequired' | 'messageRequired' | 'emailInvalid' | 'mobileInvalid';
