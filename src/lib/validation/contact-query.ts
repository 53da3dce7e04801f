import * as z from 'zod';
import { CONTACT_QUERY_STATUSES } from '../domain/contact-queries';
import { TEXT_LIMITS, line, text } from './common';
import { firstContactFormError } from './contact-form-rules';
import { contactMessages as m, contactQueryAdminMessages } from './messages';

export { CONTACT_MOBILE_DIGITS, DEFAULT_CONTACT_SUBJECT, firstContactFormError, type ContactFormValues } from './contact-form-rules';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const contactQueryCreateSchema = z
  .object({
    name: line({ error: m.nameRequired }).max(TEXT_LIMITS.name, tooLong('Name', TEXT_LIMITS.name)),
    email: line({ error: m.emailRequired }).max(TEXT_LIMITS.email, tooLong('Email', TEXT_LIMITS.email)),
    subject: line({ error: m.subjectRequired }).max(TEXT_LIMITS.subject, tooLong('Subject', TEXT_LIMITS.subject)),
    message: text({ error: m.messageRequired }).max(TEXT_LIMITS.message, tooLong('Message', TEXT_LIMITS.message)),
    mobile: line({ error: m.mobileInvalid }).max(TEXT_LIMITS.mobile, m.mobileInvalid).nullish(),
  })
  .superRefine((values, ctx) => {
    const error = firstContactFormError(values);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((v) => ({
    name: v.name.trim(),
    email: v.email.trim(),
    subject: v.subject.trim(),
    message: v.message.trim(),
    mobile: v.mobile?.trim() ? v.mobile.trim() : null,
  }));

export type ContactQueryCreate = z.infer<typeof contactQueryCreateSchema>;

/** The site's pages that hold the contact form, in each language: where a plain form post returns. */
export const CONTACT_FORM_PAGE = /^\/(?:(?:hi|gu)\/)?(?:contact)?$/;

/**
 * A plain HTML post of the contact form (before its island hydrates, or without JavaScript):
 * the fields as strings, and the page to return to, which must be one of the form's pages.
 */
export const contactFormPostSchema = z
  .object({
    name: z.string().optional(),
    email: z.string().optional(),
    subject: z.string().optional(),
    message: z.string().optional(),
    mobile: z.string().optional(),
    page: z.string().optional(),
  })
  .transform(({ page, mobile, ...fields }) => ({
    page: page && CONTACT_FORM_PAGE.test(page) ? page : '/contact',
    query: { ...fields, mobile: mobile?.trim() ? mobile : null },
  }));

export const contactQueryStatusSchema = z.object({
  status: z.enum(CONTACT_QUERY_STATUSES, { error: contactQueryAdminMessages.statusInvalid }),
});
