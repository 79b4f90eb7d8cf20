/**
 * The live HLS playlist of one broadcast as the local streams provider publishes it (decision
 * 063). ffmpeg writes its own playlist in a temporary folder; we read the segments it names and
 * keep our own model, so a broadcast continues across ffmpeg processes (the chef's tab
 * reloaded: the next segments follow with #EXT-X-DISCONTINUITY) and any instance can end it.
 */

export const PLAYLIST_FILE = 'index.m3u8';
export const PLAYLIST_CONTENT_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_CONTENT_TYPE = 'video/mp2t';

/** Segments as ffmpeg names them (`-hls_segment_filename seg-%05d.ts`), numbered per broadcast. */
const SEGMENT_FILE = /^seg-(\d{5,9})\.ts$/;

export function segmentFile(seq: number): string {
  return `seg-${String(seq).padStart(5, '0')}.ts`;
}

/** The sequence number of a segment file name, or null when it is not one of ours. */
export function segmentSeq(file: string): number | null {
  const m = SEGMENT_FILE.exec(file);
  return m ? Number(m[1]) : null;
}

/** A file name a viewer may ask for: the playlist or a segment; nothing else (no paths). */
export function isHlsFileName(file: string): boolean {
  return file === PLAYLIST_FILE || SEGMENT_FILE.test(file);
}

export interface HlsSegment {
  seq: number;
  file: string;
  /** Seconds. */
  duration: number;
  /** The first segment of a new ffmpeg process (timestamps and codec settings may change). */
  discontinuity: boolean;
}

export interface HlsPlaylistState {
  /** The segments in the window, oldest first. */
  segments: HlsSegment[];
  /** Sequence number of the first segment in the window. */
  mediaSequence: number;
  /** Discontinuities that have left the window. */
  discontinuitySequence: number;
  /** Whole seconds; never decreases (players may rely on it). */
  targetDuration: number;
  /** The next segment's number: where the next ffmpeg process starts. */
  nextSeq: number;
  ended: boolean;
}

export function emptyPlaylist(): HlsPlaylistState {
  return {
    segments: [],
    mediaSequence: 0,
    discontinuitySequence: 0,
    targetDuration: 1,
    nextSeq: 0,
    ended: false,
  };
}

/**
 * Adds a segment that is already stored; returns the segments that left the window (the
 * caller deletes them later, once players have had time to finish them).
 */
export function appendSegment(
  state: HlsPlaylistState,
  segment: HlsSegment,
  windowSize: number,
): HlsSegment[] {
  state.segments.push(segment);
  state.nextSeq = Math.max(state.nextSeq, segment.seq + 1);
  state.targetDuration = Math.max(state.targetDuration, Math.ceil(segment.duration - 0.001));
  const removed: HlsSegment[] = [];
  while (state.segments.length > windowSize) {
    const old = state.segments.shift();
    if (!old) break;
    removed.push(old);
    // A discontinuity tag that leaves the window is counted so players keep their place.
    if (old.discontinuity) state.discontinuitySequence += 1;
  }
  state.mediaSequence = state.segments[0]?.seq ?? state.nextSeq;
  return removed;
}

export function renderPlaylist(state: HlsPlaylistState): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${state.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${state.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${state.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const s of state.segments) {
    if (s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${s.duration.toFixed(6)},`, s.file);
  }
  if (state.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** The segments a playlist names with their durations (ffmpeg's, or one we published). */
export function parsePlaylistEntries(
  text: string,
): { file: string; duration: number; discontinuity: boolean }[] {
  const entries: { file: string; duration: number; discontinuity: boolean }[] = [];
  let duration: number | null = null;
  let discontinuity = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      const d = Number.parseFloat(line.slice('#EXTINF:'.length));
      duration = Number.isFinite(d) && d >= 0 ? d : null;
    } else if (line === '#EXT-X-DISCONTINUITY') {
      discontinuity = true;
    } else if (line && !line.startsWith('#')) {
      if (duration !== null) entries.push({ file: line, duration, discontinuity });
      duration = null;
      discontinuity = false;
    }
  }
  return entries;
}

/** Rebuilds the model from a playlist we published (another instance carried the broadcast). */
export function parseStoredPlaylist(text: string): HlsPlaylistState | null {
  if (!text.startsWith('#EXTM3U')) return null;
  const header = (name: string) => {
    const m = new RegExp(`^#${name}:(\\d+)$`, 'm').exec(text);
    return m ? Number(m[1]) : null;
  };
  const state = emptyPlaylist();
  state.targetDuration = header('EXT-X-TARGETDURATION') ?? 1;
  state.discontinuitySequence = header('EXT-X-DISCONTINUITY-SEQUENCE') ?? 0;
  state.ended = /^#EXT-X-ENDLIST$/m.test(text);
  for (const e of parsePlaylistEntries(text)) {
    const seq = segmentSeq(e.file);
    if (seq === null) return null;
    state.segments.push({
      seq,
      file: e.file,
      duration: e.duration,
      discontinuity: e.discontinuity,
    });
  }
  const first = state.segments[0];
  state.mediaSequence = first?.seq ?? header('EXT-X-MEDIA-SEQUENCE') ?? 0;
  state.nextSeq = (state.segments.at(-1)?.seq ?? state.mediaSequence - 1) + 1;
  return state;
}
