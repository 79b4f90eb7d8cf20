// One RTMP connection's protocol state, on node-media-server's parser (handshake, chunks, AMF
// commands, FLV tags), made fit for a public ingest port (decision 064): a publish waits for the
// app to check the stream key before the client hears 'Publish.Start', playing is not offered,
// and input that would make the parser allocate without bound is refused.
import Rtmp, { type AVPacket, type InvokeMessage } from 'node-media-server/src/protocol/rtmp.js';
import Flv from 'node-media-server/src/protocol/flv.js';
import nmsLogger from 'node-media-server/src/core/logger.js';

// The library's own logger prints stream paths (which hold the key) at info level; the few
// lines it has at error level carry no paths. The app logs connections itself, without keys.
nmsLogger.level = 'error';

/** The largest RTMP message accepted (a keyframe of a high-bitrate 1080p stream is ~1 MB). */
export const RTMP_MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/** Chunk streams one connection may use (OBS and ffmpeg use 4-6). */
const MAX_CHUNK_STREAMS = 16;
const MAX_CHUNK_SIZE = 0x7fffffff;

/** The input broke the protocol or a limit; the connection is closed. */
export class RtmpProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RtmpProtocolError';
  }
}

/** Audio and video FLV tags: the only media handed on (script data is not needed by ffmpeg). */
const FLV_AUDIO = 8;
const FLV_VIDEO = 9;

export class RtmpConnectionProtocol extends Rtmp {
  /** The client asked to publish `/{app}/{name}`; answer with accept() or refuse(). */
  onPublishRequest: (app: string, name: string) => void = () => {};
  private publishRequested = false;

  override onPublish(message: InvokeMessage): void {
    if (this.publishRequested) throw new RtmpProtocolError('a second publish on one connection');
    this.publishRequested = true;
    const raw = typeof message.streamName === 'string' ? message.streamName : '';
    this.streamId = this.parserPacket.header.stream_id;
    const app = typeof this.streamApp === 'string' ? this.streamApp : '';
    this.onPublishRequest(app, raw.split('?')[0] ?? '');
  }

  override onPlay(): void {
    throw new RtmpProtocolError('playing is not offered on the ingest port');
  }

  /** The key was accepted: the client may send media. */
  accept(): void {
    this.sendStatusMessage(this.streamId, 'status', 'NetStream.Publish.Start', 'Publishing.');
  }

  /** The key was refused (the caller closes the connection). Says nothing about why. */
  refuse(): void {
    this.sendStatusMessage(
      this.streamId,
      'error',
      'NetStream.Publish.BadName',
      'This stream key is not accepted.',
    );
  }

  override packetParse(): void {
    super.packetParse();
    if (this.inPackets.size > MAX_CHUNK_STREAMS)
      throw new RtmpProtocolError('too many chunk streams');
  }

  override packetAlloc(): void {
    if (this.parserPacket.header.length > RTMP_MAX_MESSAGE_BYTES)
      throw new RtmpProtocolError('message too large');
    super.packetAlloc();
  }

  override controlHandler(): void {
    super.controlHandler();
    if (!(this.inChunkSize >= 1 && this.inChunkSize <= MAX_CHUNK_SIZE))
      throw new RtmpProtocolError('bad chunk size');
  }
}

/** The FLV file header that starts the stream handed to ffmpeg. */
export function flvHeader(): Buffer {
  return Flv.createHeader(true, true);
}

/** The FLV tag of an audio or video packet, or null for anything else. */
export function flvTag(packet: AVPacket): Buffer | null {
  if (packet.codec_type !== FLV_AUDIO && packet.codec_type !== FLV_VIDEO) return null;
  if (packet.size <= 0 || packet.size > packet.data.length) return null;
  return Flv.createMessage(packet);
}
