// Types for the parts of `node-media-server` (4.4.3, pinned: these are its internal modules, not
// a published API) that the RTMP ingest uses: the protocol state machine and the FLV tag writer.
// Decision 064 says why the app runs its own listener around them.
declare module 'node-media-server/src/protocol/rtmp.js' {
  interface RtmpPacketHeader {
    fmt: number;
    cid: number;
    timestamp: number;
    length: number;
    type: number;
    stream_id: number;
  }
  interface RtmpPacket {
    header: RtmpPacketHeader;
    clock: number;
    payload: Buffer;
    capacity: number;
    bytes: number;
  }
  export interface AVPacket {
    codec_id: number;
    codec_type: number;
    flags: number;
    pts: number;
    dts: number;
    size: number;
    data: Buffer;
  }
  export interface InvokeMessage {
    cmd?: unknown;
    transId?: unknown;
    cmdObj?: Record<string, unknown> | null;
    streamName?: unknown;
  }
  class Rtmp {
    inChunkSize: number;
    streamApp: unknown;
    streamName: string;
    streamId: number;
    parserPacket: RtmpPacket;
    inPackets: Map<number, RtmpPacket>;
    onConnectCallback: (req: unknown) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** Feeds bytes from the socket; returns an error message or null. May throw on bad input. */
    parserData(buffer: Buffer): string | null;
    packetParse(): void;
    packetAlloc(): void;
    controlHandler(): void;
    onConnect(message: InvokeMessage): void;
    onPublish(message: InvokeMessage): void;
    onPlay(message: InvokeMessage): void;
    respondPublish(): void;
    sendStatusMessage(sid: number, level: string, code: string, description: string): void;
  }
  export default Rtmp;
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type { AVPacket } from 'node-media-server/src/protocol/rtmp.js';
  const Flv: {
    createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    createMessage(packet: AVPacket): Buffer;
  };
  export default Flv;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export default logger;
}
