import type { SubmitEvent } from 'react';
import { type FeedbackCopy, feedbackCopyOf } from '../../i18n/feedback-copy';
import type { ClinicNames } from '../../i18n/clinic-names';
import type { Locale } from '../../i18n/locales';
import { clinicDateAndTime, LONG_DATE } from '../../lib/format/date';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX } from '../../lib/validation/visit-feedback';
import { useVisitFeedback } from './useVisitFeedback';
import './visit-feedback.css';

export interface VisitFeedbackProps {
  locale: Locale;
  /** Doctors' and services' names in the page's language. */
  names: ClinicNames;
}

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);

/** The clinic's public review link, for those who rated; nothing when the clinic has none. */
function ReviewLink({ url, copy }: { url: string | null; copy: FeedbackCopy }) {
  if (!url) return null;
  return (
    <p className="feedback-review">
      {copy.reviewInvite}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {copy.reviewLink}
      </a>
    </p>
  );
}

/**
 * The page a visit's feedback link opens, no sign-in (issue 49): 1 to 5 stars as a radio group
 * (arrow keys move between them, each read out with its meaning), an optional comment, one send.
 */
export default function VisitFeedback({ locale, names }: VisitFeedbackProps) {
  const copy = feedbackCopyOf(locale);
  const feedback = useVisitFeedback(copy);
  const { screen } = feedback;

  if (screen.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (screen.kind === 'loadFailed')
    return (
      <div role="alert" className="feedback-card">
        <p>{copy.loadFailed}</p>
        <button type="button" className="button" onClick={() => void feedback.retry()}>
          {copy.retry}
        </button>
      </div>
    );
  if (screen.kind === 'notFound' || screen.kind === 'expired')
    return (
      <p role="alert" className="feedback-card">
        {screen.kind === 'notFound' ? copy.notFound : copy.expired}
      </p>
    );
  if (screen.kind === 'alreadyAnswered' || screen.kind === 'thanks')
    return (
      <div role="status" className="feedback-card">
        <p className="feedback-done">{screen.kind === 'thanks' ? copy.thanks : copy.alreadyAnswered}</p>
        <ReviewLink url={screen.reviewUrl} copy={copy} />
      </div>
    );

  const { link } = screen;
  const { date } = clinicDateAndTime(new Date(link.visit_time), locale, LONG_DATE);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void feedback.submit();
  };
  return (
    <form className="feedback-card" onSubmit={onSubmit} noValidate aria-describedby={feedback.error ? 'feedback-error' : undefined}>
      <p className="feedback-greeting">{copy.greeting(link.patient_first_name)}</p>
      <p>{copy.visitLine(names[link.doctor_name] ?? link.doctor_name, date)}</p>
      <fieldset className="feedback-stars">
        <legend>{copy.ratingLegend}</legend>
        <p className="feedback-hint" id="feedback-rating-hint">
          {copy.ratingHint}
        </p>
        <div className="feedback-star-row">
          {RATINGS.map((value) => (
            <label key={value} className="feedback-star" data-on={feedback.rating !== null && value <= feedback.rating}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={feedback.rating === value}
                onChange={() => feedback.setRating(value)}
                aria-describedby="feedback-rating-hint"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{copy.stars[value - 1]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="feedback-comment">
        <span>{copy.commentLabel}</span>
        <textarea
          name="comment"
          rows={4}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={feedback.comment}
          onChange={(event) => feedback.setComment(event.target.value)}
          aria-describedby="feedback-comment-hint"
        />
        <span className="feedback-hint" id="feedback-comment-hint">
          {copy.commentHint(FEEDBACK_COMMENT_MAX)}
        </span>
      </label>
      {feedback.error && (
        <p role="alert" id="feedback-error" className="feedback-error">
          {feedback.error}
        </p>
      )}
      <button type="submit" className="button" disabled={feedback.isSending}>
        {feedback.isSending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
