// PostgreSQL errors the services turn into answers. Drivers differ (pg puts the code on the
// error, drizzle wraps it in `cause`), so the chain of causes is walked.

/** A unique index refused the write (SQLSTATE 23505), optionally a named one. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code !== '23505') continue;
    if (!constraint) return true;
    // PGlite reports the index in the message only.
    if (name === constraint || (typeof message === 'string' && message.includes(constraint)))
      return true;
  }
  return false;
}
