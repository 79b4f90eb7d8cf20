import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { MUX_RTMP_URL, MuxStreamsProvider } from './mux-streams.ts';
import { StreamsProviderError } from './streams.ts';

const TOKEN_ID = 'mux-token-id-test';
const TOKEN_SECRET = 'mux-token-secret-test';
const BASIC = `Basic ${Buffer.from(`${TOKEN_ID}:${TOKEN_SECRET}`).toString('base64')}`;

interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** Mux's API stand-in: records every request and answers what the test queued. */
const seen: SeenRequest[] = [];
let answer: (req: SeenRequest) => { status: number; body?: unknown } = () => ({ status: 500 });
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const request: SeenRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    };
    seen.push(request);
    // Mux refuses a request without its token, as the real API does.
    const { status, body } =
      req.headers.authorization === BASIC
        ? answer(request)
        : { status: 401, body: muxError('unauthorized', 'Unauthorized request') };
    if (body === undefined) res.writeHead(status).end();
    else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function muxError(type: string, ...messages: string[]) {
  return { error: { type, messages } };
}

/** A live stream as Mux describes it (trimmed to what matters plus a few real neighbours). */
function liveStream(over: Record<string, unknown> = {}) {
  return {
    id: 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId',
    stream_key: 'super-secret-stream-key-1',
    status: 'idle',
    created_at: '1732676400',
    latency_mode: 'low',
    reconnect_window: 60,
    max_continuous_duration: 43200,
    passthrough: 'chef:chef-123',
    playback_ids: [{ id: 'OJxPwQuByldIr02VfoXDdX6Ynl01MTgC8w02', policy: 'public' }],
    new_asset_settings: { playback_policies: ['public'] },
    ...over,
  };
}

const provider = () =>
  new MuxStreamsProvider({ tokenId: TOKEN_ID, tokenSecret: TOKEN_SECRET, baseUrl: base });

describe('MuxStreamsProvider', () => {
  it('creates a public, low-latency live stream that records each broadcast', async () => {
    answer = () => ({ status: 201, body: { data: liveStream() } });
    const endpoint = await provider().createLiveStream({ chefId: 'chef-123' });

    expect(seen).toHaveLength(1);
    const req = seen[0];
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/video/v1/live-streams');
    expect(req?.headers.authorization).toBe(BASIC);
    expect(req?.headers['content-type']).toMatch(/^application\/json/);
    expect(req?.body).toEqual({
      playback_policies: ['public'],
      latency_mode: 'low',
      new_asset_settings: { playback_policies: ['public'] },
      passthrough: 'chef:chef-123',
    });
    expect(endpoint).toEqual({
      providerStreamId: 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId',
      streamKey: 'super-secret-stream-key-1',
      rtmpUrl: 'rtmps://global-live.mux.com:443/app',
      playbackUrl: 'https://stream.mux.com/OJxPwQuByldIr02VfoXDdX6Ynl01MTgC8w02.m3u8',
    });
    expect(endpoint.rtmpUrl).toBe(MUX_RTMP_URL);
  });

  it('plays the public playback id when the stream also has a signed one', async () => {
    answer = () => ({
      status: 201,
      body: {
        data: liveStream({
          playback_ids: [
            { id: 'signedPlaybackId', policy: 'signed' },
            { id: 'publicPlaybackId', policy: 'public' },
          ],
        }),
      },
    });
    const endpoint = await provider().createLiveStream({ chefId: 'chef-123' });
    expect(endpoint.playbackUrl).toBe('https://stream.mux.com/publicPlaybackId.m3u8');
  });

  it('refuses an answer without a public playback id', async () => {
    answer = () => ({ status: 201, body: { data: liveStream({ playback_ids: [] }) } });
    await expect(provider().createLiveStream({ chefId: 'chef-123' })).rejects.toThrow(
      /no id, stream key or public playback id/,
    );
  });

  it('resets the stream key and returns the new one', async () => {
    answer = () => ({
      status: 201,
      body: { data: liveStream({ stream_key: 'super-secret-stream-key-2' }) },
    });
    expect(await provider().resetStreamKey('QrikEQpEXp3RvklQSHyHSYOakQkXlRId')).toEqual({
      streamKey: 'super-secret-stream-key-2',
    });
    expect(seen.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['POST', '/video/v1/live-streams/QrikEQpEXp3RvklQSHyHSYOakQkXlRId/reset-stream-key', BASIC],
    ]);
  });

  it('ends the broadcast with complete', async () => {
    answer = () => ({ status: 200, body: { data: {} } });
    await provider().endBroadcast({
      providerStreamId: 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId',
      broadcastId: 'b',
    });
    expect(seen.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['PUT', '/video/v1/live-streams/QrikEQpEXp3RvklQSHyHSYOakQkXlRId/complete', BASIC],
    ]);
  });

  it('deletes the live stream; one Mux no longer has counts as deleted', async () => {
    answer = () => ({ status: 204 });
    await provider().deleteLiveStream('QrikEQpEXp3RvklQSHyHSYOakQkXlRId');
    answer = () => ({
      status: 404,
      body: muxError(
        'not_found',
        "The requested resource either doesn't exist or you don't have access to it.",
      ),
    });
    await provider().deleteLiveStream('QrikEQpEXp3RvklQSHyHSYOakQkXlRId');
    expect(seen.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['DELETE', '/video/v1/live-streams/QrikEQpEXp3RvklQSHyHSYOakQkXlRId', BASIC],
      ['DELETE', '/video/v1/live-streams/QrikEQpEXp3RvklQSHyHSYOakQkXlRId', BASIC],
    ]);
  });

  it('escapes the stream id into the path', async () => {
    answer = () => ({ status: 200, body: { data: {} } });
    await provider().endBroadcast({ providerStreamId: '../assets/x?y', broadcastId: 'b' });
    expect(seen[0]?.path).toBe('/video/v1/live-streams/..%2Fassets%2Fx%3Fy/complete');
  });

  it("turns Mux's error answers into StreamsProviderError with its status and message", async () => {
    answer = () => ({
      status: 400,
      body: muxError('invalid_parameters', 'latency_mode is invalid'),
    });
    const err = await provider()
      .createLiveStream({ chefId: 'chef-123' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StreamsProviderError);
    expect(err).toMatchObject({
      status: 400,
      message:
        'Mux refused to create a live stream (HTTP 400): invalid_parameters: latency_mode is invalid',
    });

    answer = () => ({ status: 503, body: { error: { type: 'service_unavailable' } } });
    await expect(
      provider().endBroadcast({
        providerStreamId: 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId',
        broadcastId: 'b',
      }),
    ).rejects.toMatchObject({
      name: 'StreamsProviderError',
      status: 503,
      message: 'Mux refused to end the broadcast (HTTP 503): service_unavailable',
    });
    // No retries: a failed create must not leave two streams behind.
    expect(seen).toHaveLength(2);
  });

  it('never puts the token secret or a stream key in an error', async () => {
    const wrong = new MuxStreamsProvider({
      tokenId: TOKEN_ID,
      tokenSecret: 'a-wrong-secret',
      baseUrl: base,
    });
    const err = (await wrong
      .resetStreamKey('QrikEQpEXp3RvklQSHyHSYOakQkXlRId')
      .catch((e: unknown) => e)) as StreamsProviderError;
    expect(err).toBeInstanceOf(StreamsProviderError);
    expect(err.status).toBe(401);
    expect(err.message).toBe(
      'Mux refused to reset the stream key (HTTP 401): unauthorized: Unauthorized request',
    );
    const text = `${err.message} ${err.stack ?? ''} ${JSON.stringify(err)}`;
    expect(text).not.toContain('a-wrong-secret');
    expect(text).not.toContain(Buffer.from(`${TOKEN_ID}:a-wrong-secret`).toString('base64'));
  });

  it('says Mux could not be reached when nothing answers', async () => {
    // A port that was just free: connecting to it is refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const unreachable = new MuxStreamsProvider({
      tokenId: TOKEN_ID,
      tokenSecret: TOKEN_SECRET,
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2_000,
    });
    const err = (await unreachable
      .createLiveStream({ chefId: 'chef-123' })
      .catch((e: unknown) => e)) as StreamsProviderError;
    expect(err).toBeInstanceOf(StreamsProviderError);
    expect(err.status).toBeUndefined();
    expect(err.message).toMatch(/^Mux could not be reached to create a live stream/);
    expect(err.message).not.toContain(TOKEN_SECRET);
  });

  it('is configured from MUX_TOKEN_ID, MUX_TOKEN_SECRET and MUX_BASE_URL', () => {
    const config = loadConfig({
      MUX_TOKEN_ID: TOKEN_ID,
      MUX_TOKEN_SECRET: TOKEN_SECRET,
      MUX_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(config).toMatchObject({
      MUX_TOKEN_ID: TOKEN_ID,
      MUX_TOKEN_SECRET: TOKEN_SECRET,
      MUX_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(loadConfig({}).MUX_BASE_URL).toBe('https://api.mux.com');
    expect(() => loadConfig({ MUX_TOKEN_ID: TOKEN_ID })).toThrow(
      /MUX_TOKEN_ID and MUX_TOKEN_SECRET are set together/,
    );
    expect(() => new MuxStreamsProvider({ tokenId: '', tokenSecret: '' })).toThrow(
      /needs MUX_TOKEN_ID and MUX_TOKEN_SECRET/,
    );
  });
});
