import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../../../i18n/locales';
import { CURRENCY } from '../../../lib/domain/payments';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { courseTemplates, payments, users } from '../../kernel/db/schema';
import type { Providers } from '../../kernel/providers';
import type { Session } from '../../kernel/session';
import { AppError, notFound } from '../../kernel/errors';
import { enqueueCoursePaymentLink } from '../../messaging';
import { assertMayPlanFor } from '../course-planning/plan-access';
import { courseFor, lockCourse } from './course-ledger';
import { checkPayable } from './course-payment';
import type { CoursePaymentLinkAnswer } from './responses';

/**
 * How long a course's payment link takes payments (docs/decisions/042): a week. A course holds no
 * slot that a lapsed link must free (its sessions are already held), so the link need not be short.
 */
export const COURSE_PAYMENT_LINK_DAYS = 7;

/**
 * POST /v1/courses/:id/payment-link: a payment link for the course's price, sent to the patient
 * through the outbox in their language, as an appointment's is (staff-booking.ts), by staff or the
 * doctor whose assessment prescribed the course. The provider is
 * asked before the transaction (no row lock across its call); under the course's lock the course
 * is checked payable again and the link's order row written. payment_link.paid then settles it
 * through completeBooking's course branch: one payment per course, a second one refunded.
 */
export async function sendCoursePaymentLink(
  db: Database,
  providers: Pick<Providers, 'notifications' | 'payments'>,
  staff: Session,
  courseId: number,
  siteUrl: string,
): Promise<CoursePaymentLinkAnswer> {
  const course = await courseFor(db, courseId, staff);
  // A doctor sends one as for an appointment, for a course from their own assessment (another's answers 404).
  if (staff.role === 'doctor') {
    await assertMayPlanFor(db, staff, course.patientId, course.assessmentAppointmentId).catch((error: unknown) => {
      throw error instanceof AppError ? notFound('Course') : error;
    });
  }
  await checkPayable(db, course);
  const [facts] = await db
    .select({ name: users.name, mobile: users.mobile, email: users.email, language: users.language, courseName: courseTemplates.nameEn })
    .from(users)
    .innerJoin(courseTemplates, eq(courseTemplates.id, course.templateId))
    .where(eq(users.id, course.patientId));
  const expiresAt = new Date(clinicNow().getTime() + COURSE_PAYMENT_LINK_DAYS * 86_400_000);
  const referenceId = `course${course.id}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const link = await providers.payments.createPaymentLink({
    amountPaise: course.pricePaise,
    currency: CURRENCY,
    referenceId,
    description: facts!.courseName,
    expireBy: expiresAt,
    customer: { name: facts!.name, contact: facts!.mobile, email: facts!.email },
    callbackUrl: new URL(localizePath('/my-appointments', isLocale(facts!.language) ? facts!.language : DEFAULT_LOCALE), siteUrl).toString(),
    notes: { courseId: String(course.id), referenceId },
  });
  return db.transaction(async (tx) => {
    const locked = await lockCourse(tx, courseId, staff);
    await checkPayable(tx, locked);
    const [order] = await tx
      .insert(payments)
      .values({
        userId: locked.patientId,
        courseId: locked.id,
        mode: 'in_person',
        razorpayOrderId: link.linkId,
        amountPaise: locked.pricePaise,
        currency: CURRENCY,
        status: 'created',
        method: 'link',
        reference: referenceId,
        linkUrl: link.url,
        linkExpiresAt: expiresAt,
        takenByUserId: staff.id,
      })
      .returning();
    await recordAudit(tx, { action: 'send_payment_link', entity: 'payment', entityId: order!.id, after: order });
    const channels = await enqueueCoursePaymentLink(tx, providers.notifications, order!.id);
    return {
      courseId: locked.id,
      paymentLink: { id: link.linkId, url: link.url, amountPaise: order!.amountPaise, expiresAt: expiresAt.toISOString(), channels },
    };
  });
}
