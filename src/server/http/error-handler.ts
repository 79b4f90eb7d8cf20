import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode } from '#contracts/errors';
import { InvalidStorageKeyError, StorageFullError } from '../providers/storage/storage.ts';
import { AppError } from './errors.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** PostgreSQL SQLSTATEs of text it cannot store (a NUL, a byte sequence not UTF-8). */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/**
 * SQLSTATEs and socket errors that mean the database is not there to answer: unreachable,
 * shutting down, or recreated empty (no tables: migrations not applied).
 */
const UNAVAILABLE_STATES = new Set(['42P01', '3D000', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /pool after calling end/i,
  /Connection terminated/i,
];

/** The error and its causes (drizzle wraps the driver's error in `cause`). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

function isUnstorableText(err: unknown): boolean {
  for (const e of causes(err)) if (UNSTORABLE_TEXT_STATES.has(String(e.code))) return true;
  return false;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = String(e.code);
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE =
  'There is no room to store this file right now. Nothing was saved; please try again later.';

export const UNAVAILABLE_MESSAGE =
  'Potluck is unavailable right now. Please try again in a moment.';

/**
 * One error shape for every failure: `{ error: { code, message, fields? } }`.
 * Messages reach the caller only below 500; internals are logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({
        error: {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (key && !fields[key]) fields[key] = issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.code(400).send({ error: { code: 'validation_failed', message: first, fields } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply
        .code(500)
        .send({ error: { code: 'internal', message: 'Something went wrong.' } });
    }
    if (err instanceof InvalidStorageKeyError) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (err instanceof StorageFullError) {
      // The operator must hear of it; the person is told plainly that nothing was saved.
      req.log.error({ err }, 'storage full');
      return reply
        .code(507)
        .send({ error: { code: 'insufficient_storage', message: STORAGE_FULL_MESSAGE } });
    }
    if (isUnstorableText(err)) {
      return reply.code(400).send({
        error: {
          code: 'bad_request',
          message: 'The request holds characters that cannot be stored.',
        },
      });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: { code: 'service_unavailable', message: UNAVAILABLE_MESSAGE } });
    }
    const { statusCode: status = 500, message = '' } = err as {
      statusCode?: number;
      message?: string;
    };
    if (status < 500) {
      return reply.code(status).send({
        error: { code: codeByStatus[status] ?? 'bad_request', message },
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong.' } });
  });
}
