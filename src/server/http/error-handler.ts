import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode } from '#contracts/errors';
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
