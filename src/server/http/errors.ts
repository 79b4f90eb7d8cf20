import type { ErrorCode } from '#contracts/errors';

/** An error whose message is safe to show the caller (4xx). Anything else becomes a 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
