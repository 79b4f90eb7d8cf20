import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorCode } from '#contracts/errors';

/**
 * Requests the router or the HTTP parser cannot read get the project's error shape and a clean
 * close, never Fastify's own shape, a 500 or a connection reset (decision 068).
 *
 * Limits: a URL (path and query together) up to 8 KB is read; longer ones are answered 414.
 * Node's parser refuses a request head over 16 KB (its default `maxHeaderSize`) before any
 * route runs: those are answered 414 when the request line alone overflowed, else 431. A path
 * parameter longer than 200 characters is answered 414 by the router.
 */
export const URL_MAX_LENGTH = 8 * 1024;
export const PATH_PARAMETER_MAX_LENGTH = 200;

/** How long a refused connection may go on sending before it is cut (it is read and dropped). */
const DRAIN_TIMEOUT_MS = 5_000;

export const BAD_URL_MESSAGE = 'The address is not valid.';
export const URL_TOO_LONG_MESSAGE = 'The address is too long.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';
export const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive.';

function errorBody(code: ErrorCode, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  return reply.code(status).header('connection', 'close').send({ error: { code, message } });
}

/** Errors the router meets before a route is chosen (a bad %-escape, an over-long parameter). */
function frameworkErrors(
  err: Error & { code?: string },
  _req: FastifyRequest,
  reply: FastifyReply,
) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, 'uri_too_long', URL_TOO_LONG_MESSAGE);
  return sendError(reply, 400, 'bad_request', BAD_URL_MESSAGE);
}

const answered = new WeakSet<Socket>();
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * The HTTP parser refused the request (head over 16 KB, a character not allowed in a URL, a
 * broken request line, a head that took too long). Fastify's default writes its own shape and
 * destroys the socket while the client is still sending, which the client sees as a reset.
 * Here the answer is written, the sending side is closed, and whatever the client still sends
 * is read and dropped until it closes (or DRAIN_TIMEOUT_MS passes), so the answer arrives.
 */
function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  let status = 400;
  let code: ErrorCode = 'bad_request';
  let message = UNREADABLE_REQUEST_MESSAGE;
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands over the bytes it was parsing: no line end early in them, the URL overflowed.
    const packet = err.rawPacket;
    const lineEnd = Buffer.isBuffer(packet) ? packet.indexOf('\r\n') : -1;
    [status, code, message] =
      lineEnd !== -1 && lineEnd <= URL_MAX_LENGTH + 16
        ? [431, 'headers_too_large', HEADERS_TOO_LARGE_MESSAGE]
        : [414, 'uri_too_long', URL_TOO_LONG_MESSAGE];
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    [status, code, message] = [408, 'request_timeout', REQUEST_TIMEOUT_MESSAGE];
  }
  const reason = REASONS[status] ?? 'Bad Request';
  const body = errorBody(code, message);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.on('data', () => undefined);
  socket.resume();
  socket.setTimeout(DRAIN_TIMEOUT_MS, () => socket.destroy());
  socket.once('end', () => socket.destroy());
}

/** Fastify constructor options for input the router or parser cannot read. */
export const badInputServerOptions = {
  routerOptions: { maxParamLength: PATH_PARAMETER_MAX_LENGTH },
  frameworkErrors,
  clientErrorHandler,
} satisfies Partial<FastifyServerOptions>;

/** A URL over URL_MAX_LENGTH is refused before any other hook reads it. */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.length > URL_MAX_LENGTH)
      return sendError(reply, 414, 'uri_too_long', URL_TOO_LONG_MESSAGE);
  });
}
