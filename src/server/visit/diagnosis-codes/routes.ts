import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CODE_LIST_LIMITS, codeListImportSchema, codeSearchSchema, diagnosisCodeMessages } from '../../../lib/validation/diagnosis-codes';
import { requireAdmin, requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { AppError } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { currentCodeList, importCodeList, searchCodes } from './code-list';

/** The import takes more than the API's JSON body limit: app.ts gives it this limit instead, before any middleware reads the body. */
export const isCodeListUpload = (method: string, path: string) => method === 'POST' && /^\/api\/v1\/diagnosis-codes\/import\/?$/.test(path);
export const limitCodeListBody = bodyLimit({
  // The CSV inside JSON: quotes and Devanagari escaped may grow it, so the JSON may be twice the file.
  maxSize: CODE_LIST_LIMITS.maxBytes * 2 + 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', diagnosisCodeMessages.fileTooLarge);
  },
});

/**
 * /v1/diagnosis-codes (issue 51 item 4, docs/decisions/060): the clinic's imported NAMASTE /
 * ICD-11 TM2 list. Doctors search it to code a diagnosis and the admin imports and searches it;
 * nobody else reads clinical codes.
 */
export const diagnosisCodeRoutes = new Hono<AppEnv>()
  .get('/', requireRole('doctor', 'admin'), validate('query', codeSearchSchema), async (c) =>
    c.json(await searchCodes(c.var.db, c.req.valid('query').q)),
  )
  .get('/list', requireRole('doctor', 'admin'), async (c) => c.json(await currentCodeList(c.var.db)))
  .post('/import', requireAdmin, validate('json', codeListImportSchema), async (c) =>
    c.json(await importCodeList(c.var.db, c.req.valid('json'), c.var.auth!.id), 201),
  );
