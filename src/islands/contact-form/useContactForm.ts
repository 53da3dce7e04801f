import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api, errorMessage } from '../../lib/api/client';
import type { ContactQuery } from '../../lib/api/types';
import { contactMessages } from '../../lib/validation/contact-messages';
import { type ContactProblem, DEFAULT_CONTACT_SUBJECT, firstContactFormProblem } from '../../lib/validation/contact-form-rules';

export interface ContactFormFields {
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
}

/** The form's messages in one language: SPEC's English, or the page's translation of them. */
export type ContactMessages = Record<keyof typeof contactMessages, string>;

const emptyFields: ContactFormFields = { name: '', email: '', mobile: '', subject: '', message: '' };

/** One toast per flow: a new message replaces the last ("sent" never sits over "Name is required!"). */
const CONTACT_TOAST_ID = 'contact-form';

/** Which field each SPEC §5 rule is about, so its message also shows beside that field. */
const FIELD_OF_PROBLEM: Record<ContactProblem, keyof ContactFormFields> = {
  nameRequired: 'name',
  emailRequired: 'email',
  subjectRequired: 'subject',
  messageRequired: 'message',
  emailInvalid: 'email',
  mobileInvalid: 'mobile',
};

/**
 * The contact form's state (SPEC §4): idle, submitting, idle again. The first rule of SPEC §5
 * that fails is shown as a toast; the form is cleared only when the server answers 201.
 */
export function useContactForm({ hasSubject, messages = contactMessages }: { hasSubject: boolean; messages?: ContactMessages }) {
  // The API speaks SPEC's English; its error's key (`contact.<name>`) finds the page's wording.
  const sayError = (err: unknown) => {
    const [group, name = ''] = err instanceof ApiError && err.key ? err.key.split('.') : [];
    return group === 'contact' && Object.hasOwn(messages, name) ? messages[name as keyof ContactMessages] : errorMessage(err, messages.failure);
  };
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ContactFormFields>(emptyFields);
  // The island hydrates at the first interaction: keep whatever was typed before it did.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<ContactFormFields> = {};
    for (const name of Object.keys(emptyFields) as (keyof ContactFormFields)[]) {
      const element = form.elements.namedItem(name);
      const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (isField && element.type !== 'hidden' && element.value) typed[name] = element.value;
    }
    if (Object.keys(typed).length > 0) setFields((current) => ({ ...current, ...typed }));
  }, []);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: keyof ContactFormFields; message: string } | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    if (fieldError?.field === name) setFieldError(null);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = {
      name: fields.name,
      email: fields.email,
      // The home form has no subject field: SPEC §9 default subject.
      subject: hasSubject ? fields.subject : DEFAULT_CONTACT_SUBJECT,
      message: fields.message,
      mobile: fields.mobile.trim() ? fields.mobile : null,
    };
    const problem = firstContactFormProblem(request);
    if (problem) {
      setFieldError({ field: FIELD_OF_PROBLEM[problem], message: messages[problem] });
      toast.error(messages[problem], { id: CONTACT_TOAST_ID });
      return;
    }
    setFieldError(null);
    setIsSubmitting(true);
    try {
      await api<ContactQuery>('/v1/contact-queries', { method: 'POST', body: request });
      toast.success(messages.success, { id: CONTACT_TOAST_ID });
      setFields(emptyFields);
    } catch (err) {
      console.error('Contact form: sending failed', err);
      toast.error(sayError(err), { id: CONTACT_TOAST_ID });
    } finally {
      setIsSubmitting(false);
    }
  };

  /** The problem shown beside one field, if any. */
  const errorOf = (field: keyof ContactFormFields) => (fieldError?.field === field ? fieldError.message : undefined);

  return { formRef, fields, isSubmitting, onChange, onSubmit, errorOf };
}
