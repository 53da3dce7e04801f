import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api/client';
import type { FeedbackAnswered, FeedbackLink } from '../../lib/api/types';
import { FEEDBACK_COMMENT_MAX } from '../../lib/validation/visit-feedback';
import type { FeedbackCopy } from '../../i18n/feedback-copy';

/** What the page shows: the question, or why it cannot be answered, or the thanks with the review link. */
export type FeedbackScreen =
  | { kind: 'loading' }
  | { kind: 'loadFailed' }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'alreadyAnswered'; reviewUrl: string | null }
  | { kind: 'open'; link: FeedbackLink }
  | { kind: 'thanks'; reviewUrl: string | null };

/** The token of /feedback?token=… (24 URL-safe characters), or null. */
const tokenOfUrl = (search: string) => {
  const token = new URLSearchParams(search).get('token');
  return token && /^[A-Za-z0-9_-]{24}$/.test(token) ? token : null;
};

/** The screen a refusal leads to, by the error's key (never by its English words). */
function screenOfError(err: unknown): FeedbackScreen | null {
  if (!(err instanceof ApiError)) return null;
  if (err.key === 'feedback.alreadyAnswered') return { kind: 'alreadyAnswered', reviewUrl: null };
  if (err.key === 'feedback.expired') return { kind: 'expired' };
  if (err.status === 404) return { kind: 'notFound' };
  return null;
}

/** The feedback link's page: loads what the link asks about, sends the rating and comment once. */
export function useVisitFeedback(copy: FeedbackCopy) {
  const [token] = useState(() => (typeof window === 'undefined' ? null : tokenOfUrl(window.location.search)));
  const [screen, setScreen] = useState<FeedbackScreen>({ kind: 'loading' });
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const load = async () => {
    if (!token) {
      setScreen({ kind: 'notFound' });
      return;
    }
    setScreen({ kind: 'loading' });
    try {
      const link = await api<FeedbackLink>(`/v1/feedback/${token}`);
      if (link.status === 'answered') setScreen({ kind: 'alreadyAnswered', reviewUrl: link.review_url });
      else if (link.status === 'expired') setScreen({ kind: 'expired' });
      else setScreen({ kind: 'open', link });
    } catch (err) {
      setScreen(screenOfError(err) ?? { kind: 'loadFailed' });
    }
  };
  useEffect(() => {
    // Once, for the link in the address bar.
    void load();
  }, []);

  const submit = async () => {
    if (rating === null) {
      setError(copy.ratingMissing);
      return;
    }
    if (comment.trim().length > FEEDBACK_COMMENT_MAX) {
      setError(copy.commentTooLong(FEEDBACK_COMMENT_MAX));
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      const answered = await api<FeedbackAnswered>(`/v1/feedback/${token!}`, { method: 'POST', body: { rating, comment } });
      setScreen({ kind: 'thanks', reviewUrl: answered.review_url });
    } catch (err) {
      const next = screenOfError(err);
      if (next) setScreen(next);
      else setError(copy.failed);
    } finally {
      setIsSending(false);
    }
  };

  return { screen, rating, setRating, comment, setComment, error, isSending, submit, retry: load };
}
