import { useSyncExternalStore } from 'react';
import { Toaster } from 'react-hot-toast';
import type { ContactFormLabels } from '../../content/contact';
import { DEFAULT_CONTACT_SUBJECT } from '../../lib/validation/contact-form-rules';
import { FieldMessage, invalidProps } from '../shared/FieldMessage';
import { type ContactMessages, useContactForm } from './useContactForm';
import './contact-form.css';

interface Props {
  labels: ContactFormLabels;
  /** SPEC §5's messages in the page's language (English when left out). */
  messages?: ContactMessages;
  /** The Contact Us page asks for a subject; the home form sends 'General Inquiry'. */
  hasSubject: boolean;
  /** Distinguishes field ids when a page could hold more than one form. */
  idPrefix: string;
  /** The page's own path: a plain post (before hydration) comes back to it with its outcome. */
  page: string;
}

const subscribeNever = () => () => {};

/** The contact form island used on Home and Contact Us (SPEC §4, §5, §8). */
export default function ContactForm({ labels, messages, hasSubject, idPrefix, page }: Props) {
  const { formRef, fields, isSubmitting, onChange, onSubmit, errorOf } = useContactForm({ hasSubject, messages });
  const id = (name: string) => `${idPrefix}-${name}`;
  // Until React owns the form it is a plain HTML form: it posts to the API, which answers with a
  // redirect back here, and the browser's own checks stand in for SPEC §5's toasts.
  const isHydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  return (
    <>
      {/* Not in the server HTML: its fixed, always-in-view box would wake a client:visible island at once. */}
      {isHydrated && <Toaster position="top-center" />}
      {/* Once hydrated, validation runs in order through toasts (SPEC §5), so the browser's own checks are off. */}
      <form
        ref={formRef}
        className="contact-form"
        action="/api/v1/contact-queries"
        method="post"
        noValidate={isHydrated}
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
      >
        <input type="hidden" name="page" value={page} />
        {!hasSubject && <input type="hidden" name="subject" value={DEFAULT_CONTACT_SUBJECT} />}
        <div className="contact-form-row">
          <div className="contact-form-field">
            <label htmlFor={id('name')}>{labels.name}</label>
            <input
              id={id('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={fields.name}
              onChange={onChange}
              disabled={isSubmitting}
              {...invalidProps(id('name'), errorOf('name'))}
            />
            <FieldMessage id={id('name')} message={errorOf('name')} />
          </div>
          <div className="contact-form-field">
            <label htmlFor={id('email')}>{labels.email}</label>
            <input
              id={id('email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={fields.email}
              onChange={onChange}
              disabled={isSubmitting}
              {...invalidProps(id('email'), errorOf('email'))}
            />
            <FieldMessage id={id('email')} message={errorOf('email')} />
          </div>
        </div>
        <div className="contact-form-row">
          <div className="contact-form-field">
            <label htmlFor={id('mobile')}>{labels.mobile}</label>
            <input
              id={id('mobile')}
              name="mobile"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={fields.mobile}
              onChange={onChange}
              disabled={isSubmitting}
              {...invalidProps(id('mobile'), errorOf('mobile'))}
            />
            <FieldMessage id={id('mobile')} message={errorOf('mobile')} />
          </div>
          {hasSubject && (
            <div className="contact-form-field">
              <label htmlFor={id('subject')}>{labels.subject}</label>
              <input
                id={id('subject')}
                name="subject"
                type="text"
                required
                value={fields.subject}
                onChange={onChange}
                disabled={isSubmitting}
                {...invalidProps(id('subject'), errorOf('subject'))}
              />
              <FieldMessage id={id('subject')} message={errorOf('subject')} />
            </div>
          )}
        </div>
        <div className="contact-form-field">
          <label htmlFor={id('message')}>{labels.message}</label>
          <textarea
            id={id('message')}
            name="message"
            rows={5}
            required
            value={fields.message}
            onChange={onChange}
            disabled={isSubmitting}
            {...invalidProps(id('message'), errorOf('message'))}
          />
          <FieldMessage id={id('message')} message={errorOf('message')} />
        </div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? labels.submitting : labels.submit}
        </button>
      </form>
    </>
  );
}
