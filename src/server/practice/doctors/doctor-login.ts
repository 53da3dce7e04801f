import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DoctorLoginInput, doctorLoginSchema } from '../../../lib/validation/doctor';
import { doctorPortalMessages as m } from '../../../lib/validation/messages';
import { recordAudit, hashPassword } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { STAFF_ROLES } from '../../../lib/domain/people';
import { doctors, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';

/** A doctor's login as the admin app shows it (never the password). */
export interface DoctorLogin {
  email: string;
  active: boolean;
}

export async function doctorLoginOf(db: Database, doctorId: number): Promise<DoctorLogin | null> {
  const [login] = await db.select({ email: users.email, active: users.status }).from(users).where(eq(users.doctorId, doctorId));
  return login ? { email: login.email!, active: login.active } : null;
}

/**
 * Gives a doctor a login or changes it (e-mail, password reset, deactivation), in one
 * transaction with its audit event. A new password, a new e-mail, a deactivation or a
 * reactivation ends the login's sessions.
 */
export async function setDoctorLogin(db: Database, doctorId: number, input: DoctorLoginInput): Promise<DoctorLogin> {
  const { email, password, active } = doctorLoginSchema.parse(input);
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db.transaction(async (tx) => {
    const [doctor] = await tx.select({ id: doctors.id, name: doctors.name }).from(doctors).where(eq(doctors.id, doctorId)).for('update');
    if (!doctor) throw notFound('Doctor');
    const [existing] = await tx.select().from(users).where(eq(users.doctorId, doctorId)).for('update');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(inArray(users.role, STAFF_ROLES), eq(sql`lower(${users.email})`, email.toLowerCase()), existing ? ne(users.id, existing.id) : undefined),
      );
    if (taken) throw new AppError('conflict', m.loginEmailTaken, { email: m.loginEmailTaken });
    const before = existing ? { email: existing.email, active: existing.status } : null;
    if (!existing) {
      if (!passwordHash) throw new AppError('invalid', m.passwordRequiredForNew, { password: m.passwordRequiredForNew });
      await tx.insert(users).values({ name: doctor.name, email: email.toLowerCase(), role: 'doctor', doctorId, passwordHash, status: active });
    } else {
      // A new password, a deactivation, a reactivation or a new login e-mail: sessions from before end.
      const isNewEmail = existing.email?.toLowerCase() !== email.toLowerCase();
      const endsSessions = passwordHash !== undefined || existing.status !== active || isNewEmail;
      await tx
        .update(users)
        .set({
          email: email.toLowerCase(),
          status: active,
          ...(passwordHash ? { passwordHash } : {}),
          ...(endsSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, existing.id));
    }
    const after = { email: email.toLowerCase(), active };
    await recordAudit(tx, {
      action: 'set_login',
      entity: 'doctor',
      entityId: doctorId,
      before,
      after: { ...after, credentialsReset: !!passwordHash },
    });
    return after;
  });
}
