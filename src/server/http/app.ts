import { dataRequestsRoutes, myDataRequestsRoutes } from '../compliance';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { readSession, actingAs, auditEventsRoutes, authRoutes, pharmacistsRoutes, receptionistsRoutes, usersRoutes } from '../identity';
import type { AppDeps, AppEnv } from '../kernel/app-env';
import { refuseControlCharacters } from '../kernel/control-characters';
import { runAfterCommitWork } from './after-commit-runner';
import { gzipLargeJson } from './gzip-large-json';
import { withApiHeaders } from './api-headers';
import { shortLinkRoutes, contactQueriesRoutes, notificationsRoutes, messagePreferencesRoutes } from '../messaging';
import type { Database, DatabaseHandle } from '../kernel/db/database';
import { AppError, errorBody, handleError } from '../kernel/errors';
import { requestMessages } from '../../lib/validation/messages';
import { setRateLimitScale } from '../kernel/rate-limit';
import {
  appointmentsRoutes,
  doctorPortalRoutes,
  paymentsRoutes,
  followUpRoutes,
  appointmentActionRoutes,
  whatsAppWebhookRoutes,
  reservationsRoutes,
  resourceGridRoutes,
  coursesRoutes,
  patientCoursesRoutes,
  therapistDayRoutes,
  courseLedgerRoutes,
  courseSessionLedgerRoutes,
  classesRoutes,
  classSeatsRoutes,
  classSessionsRoutes,
  feedbackLinkRoutes,
  visitFeedbackRoutes,
  programmesRoutes,
  programmeStopRoutes,
  sessionWaitlistRoutes,
  waitlistRoutes,
  queueRoutes,
  queueBoardRoutes,
  doctorQueueRoutes,
  doctorLeaveRoutes,
} from '../scheduling';
import {
  servicesRoutes,
  clinicSettingsRoutes,
  doctorsRoutes,
  teamRoutes,
  recipesRoutes,
  roomsRoutes,
  therapiesRoutes,
  therapistsRoutes,
  resourceLeaveRoutes,
  timeSlotsRoutes,
  courseTemplatesRoutes,
} from '../practice';
import { dashboardRoutes, patientPageRoutes } from '../reporting';
import { devRoutes } from './dev/routes';
import { dayCloseRoutes, refundsRoutes } from '../billing';
import { paymentDocumentsRoutes, myDocumentsRoutes } from '../invoicing';
import {
  isReportUpload,
  consultationRoutes,
  diagnosisCodeRoutes,
  dispensaryRoutes,
  settleMedicinesPayment,
  healthFileRoutes,
  isCodeListUpload,
  limitCodeListBody,
  prescriptionTemplateRoutes,
} from '../visit';

/** A Database that asks `open` for the real one at its first use. */
function lazyDatabase(open: () => Database): Database {
  // The proxy stands in for the database and hands every read to the real one: it is no instance itself.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  return new Proxy({} as Database, {
    get(_target, property) {
      const db = open();
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
    has: (_target, property) => property in open(),
  });
}

/** Largest JSON body the API reads (recipes with rich text are the biggest). */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * What a request carries, set up in one step: the deps; its database, taken at first use and
 * released after; the session its bearer token gives; and the actor its changes are recorded as
 * (the account, or anonymous, and its address: audit/record-audit.ts). Exported so that a test can
 * mount one context's router alone behind it.
 */
export const requestContext = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    c.set('afterCommit', (work) => runAfterCommitWork(c, work));
    // The dispensary's settlement of a captured medicines payment, handed to the webhook below it (decision 065).
    c.set('settleMedicines', settleMedicinesPayment);
    let handle: DatabaseHandle | undefined;
    // Acquired on first use: a request that never queries (a 404, a refused token) costs no connection.
    const db = lazyDatabase(() => (handle ??= deps.database.acquire()).db);
    try {
      const auth = await readSession(c, db);
      if (auth) c.set('auth', auth);
      c.set('db', actingAs(db, { id: auth?.id ?? null, role: auth?.role ?? 'anonymous', ip: deps.clientIp(c.req.raw, c.env) }));
      await next();
    } finally {
      if (handle) await handle.release();
    }
  });

/** The whole API under /api (and the SMS's short links, /p), for the local server, the Netlify function and the tests alike. */
export function createApp(deps: AppDeps) {
  setRateLimitScale(deps.config.rateLimitScale ?? 1);
  const withRequestContext = requestContext(deps);

  // GET and HEAD carry no body; skipping them spares building the whole Request just to find that out.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError('payload_too_large', requestMessages.bodyTooLarge);
    },
  });

  // One router per resource, each under its own prefix: the order below does not matter. A path
  // served by several contexts (/users, /appointments) gets each one's router, none overlapping.
  const v1 = new Hono<AppEnv>()
    .route('/appointments', appointmentsRoutes)
    // The consultation (issue 29): consent, intake, reports, the doctor's record and the visit summary.
    .route('/appointments', consultationRoutes)
    .route('/appointment-actions', appointmentActionRoutes)
    .route('/audit-events', auditEventsRoutes)
    .route('/auth', authRoutes)
    // Issue 48: classes and workshops, their sessions and the seats sold in them.
    .route('/classes', classesRoutes)
    .route('/class-seats', classSeatsRoutes)
    .route('/class-sessions', classSessionsRoutes)
    .route('/class-sessions', sessionWaitlistRoutes)
    // The waitlist for a full class session (issue 48, docs/decisions/050).
    .route('/waitlist', waitlistRoutes)
    .route('/clinic-settings', clinicSettingsRoutes)
    .route('/contact-queries', contactQueriesRoutes)
    // Issue 47: a therapist's day and a patient's own course (before any staff router of these paths).
    .route('/course-sessions', therapistDayRoutes)
    .route('/course-templates', courseTemplatesRoutes)
    // A course's own patient, its payment and session ledger, then planning (staff and doctors).
    .route('/courses', patientCoursesRoutes)
    .route('/courses', courseLedgerRoutes)
    .route('/courses', coursesRoutes)
    .route('/course-sessions', courseSessionLedgerRoutes)
    .route('/dashboard', dashboardRoutes)
    // A doctor's named prescriptions (issue 51 item 5, docs/decisions/059).
    .route('/prescription-templates', prescriptionTemplateRoutes)
    .route('/day-close', dayCloseRoutes)
    // The clinic's imported NAMASTE / ICD-11 TM2 codes (issue 51 item 4, docs/decisions/060).
    .route('/diagnosis-codes', diagnosisCodeRoutes)
    .route('/dispensary', dispensaryRoutes)
    .route('/data-requests', dataRequestsRoutes)
    .route('/doctor', doctorPortalRoutes)
    .route('/doctor', doctorQueueRoutes)
    .route('/doctor-leave', doctorLeaveRoutes)
    .route('/doctors', doctorsRoutes)
    .route('/feedback', feedbackLinkRoutes)
    .route('/follow-ups', followUpRoutes)
    .route('/notifications', notificationsRoutes)
    // WhatsApp's delivery receipts and patients' button replies (issue 28), signed by Meta.
    .route('/notifications/whatsapp/webhook', whatsAppWebhookRoutes)
    .route('/payment-documents', paymentDocumentsRoutes)
    .route('/payments', paymentsRoutes)
    .route('/queue', queueRoutes)
    .route('/queue-board', queueBoardRoutes)
    .route('/pharmacists', pharmacistsRoutes)
    .route('/receptionists', receptionistsRoutes)
    .route('/recipes', recipesRoutes)
    .route('/refunds', refundsRoutes)
    // The Panchakarma wing's resources (issue 47): rooms, their reservations and the therapy catalogue.
    .route('/reservations', reservationsRoutes)
    .route('/resource-leave', resourceLeaveRoutes)
    .route('/resource-grid', resourceGridRoutes)
    .route('/rooms', roomsRoutes)
    .route('/services', servicesRoutes)
    .route('/team', teamRoutes)
    .route('/therapies', therapiesRoutes)
    .route('/therapists', therapistsRoutes)
    .route('/time-slots', timeSlotsRoutes)
    .route('/users', usersRoutes)
    .route('/users', messagePreferencesRoutes)
    .route('/users', patientPageRoutes)
    .route('/users', healthFileRoutes)
    // The patient's receipts and credit notes (issue 30), and their DPDP Act rights.
    .route('/users', myDocumentsRoutes)
    .route('/users', myDataRequestsRoutes)
    .route('/visit-feedback', visitFeedbackRoutes)
    // Programmes (issue 49, docs/decisions/057): Garbhasanskar and chronic care, and their one-tap stop link.
    .route('/programmes', programmesRoutes)
    .route('/programme-stop', programmeStopRoutes);

  const api = new Hono<AppEnv>()
    .basePath('/api')
    .use(withApiHeaders)
    .use(gzipLargeJson)
    .use((c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || isReportUpload(c.req.method, c.req.path)
        ? next()
        : // The code list's CSV (issue 51 item 4) has its own, larger limit.
          (isCodeListUpload(c.req.method, c.req.path) ? limitCodeListBody : limitBody)(c, next),
    )
    .use(refuseControlCharacters)
    .use(withRequestContext)
    .get('/health', async (c) => {
      try {
        await c.var.db.execute(sql`select 1`);
        return c.json({ status: 'ok', database: 'ok' });
      } catch (err) {
        console.error('[api] health check: database did not answer:', err);
        return c.json({ status: 'error', database: 'unreachable', error: 'The database did not answer' }, 503);
      }
    })
    .route('/v1', v1)
    .route('/dev', devRoutes);

  // The SMS's short links (issue 44): /p/<code> on the site's own paths, beside the API.
  const app = new Hono<AppEnv>().route('/p', new Hono<AppEnv>().use(withRequestContext).route('/', shortLinkRoutes)).route('/', api);
  app.notFound((c) => c.json(errorBody('not_found', requestMessages.routeNotFound, 'request.routeNotFound'), 404));
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
