import { eq } from 'drizzle-orm';
import { PROGRAMME_STOP_TOKEN_PATTERN, programmeMessages as m } from '../../../lib/validation/programmes';
import { withdrawConsent } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { programmeEnrolments, programmeTemplates, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { skipProgrammeMessages } from '../../messaging';
import { programmeNameIn } from '../../../lib/programmes/names';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { hashStopToken } from './enrolments';

/**
 * POST /v1/programme-stop/:token: the one tap a programme message offers (WhatsApp's marketing
 * rules): the patient's programme-messages consent is withdrawn and every message of the programme
 * not yet sent is skipped. The programme itself goes on (its page, its check-ins). Tapping again
 * answers the same. A token of another shape, unknown or replaced by a resume: not found.
 */
export async function stopProgrammeMessages(db: Database, token: string): Promise<{ programmeName: string }> {
  if (!PROGRAMME_STOP_TOKEN_PATTERN.test(token)) throw new AppError('not_found', m.stopLinkNotFound);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ enrolment: programmeEnrolments, slug: programmeTemplates.slug, name: programmeTemplates.name, language: users.language })
      .from(programmeEnrolments)
      .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
      .innerJoin(users, eq(users.id, programmeEnrolments.userId))
      .where(eq(programmeEnrolments.stopTokenHash, hashStopToken(token)));
    if (!found) throw new AppError('not_found', m.stopLinkNotFound);
    await withdrawConsent(tx, found.enrolment.userId, 'programme_messages');
    await skipProgrammeMessages(tx, found.enrolment.id, 'The patient stopped programme messages');
    return { programmeName: programmeNameIn(found.slug, found.name, isLocale(found.language) ? found.language : DEFAULT_LOCALE) };
  });
}
