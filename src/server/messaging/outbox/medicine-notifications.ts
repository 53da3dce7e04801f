import { eq } from 'drizzle-orm';
import type { NotificationChannel } from '../../../lib/domain/notifications';
import type { Database } from '../../kernel/db/database';
import { payments, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { renderMedicinesPaymentLink } from '../templates/medicine-messages';
import { queueLinkMessage } from './enqueue-notifications';

/** Queues the payment link the desk sent for a visit's medicines (issue 50) to its patient, in their language. */
export async function enqueueMedicinesPaymentLink(tx: Database, channels: NotificationChannels, paymentId: number): Promise<NotificationChannel[]> {
  const [row] = await tx
    .select({ payment: payments, patient: patientContact })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  const url = row?.payment.linkUrl;
  const expiresAt = row?.payment.linkExpiresAt;
  if (!row?.payment.medicinesAppointmentId || !url || !expiresAt) return [];
  const link = { kind: 'medicines_payment_link', paymentId, userId: row.payment.userId, url, expiresAt, patient: row.patient } as const;
  return queueLinkMessage(tx, channels, link, (language, shortUrl) =>
    renderMedicinesPaymentLink({ patientName: row.patient.name, amountPaise: row.payment.amountPaise, url, shortUrl, expiresAt }, language),
  );
}
