// What the Go live screen decides about the browser's media without touching it: which
// recording format to ask MediaRecorder for, where the ingest socket is, and what to tell the
// chef when the camera or microphone cannot be used. Pure, so it is tested beside this file.

/** What the server's ingest reads (docs/decisions/062): WebM with VP8 video and Opus sound. */
export const RECORDER_MIME_TYPES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm',
] as const;

/** How often the recorder hands over a chunk to send (ms): low delay, few messages. */
export const RECORDER_TIMESLICE_MS = 500;

/** The first format this browser records, or null when it records none of them. */
export function chooseRecorderMimeType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of RECORDER_MIME_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // A browser that throws on the question does not record that format.
    }
  }
  return null;
}

/**
 * The ingest socket's address on this page's own host (the server checks the origin): wss on
 * https. `path` is the answer's ingestPath, with or without the API's /api/v1 prefix.
 */
export function ingestSocketUrl(loc: { protocol: string; host: string }, path: string): string {
  const full = path.startsWith('/api/') ? path : `/api/v1${path.startsWith('/') ? '' : '/'}${path}`;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${full}`;
}

export const mediaMessages = {
  denied:
    "Potluck isn't allowed to use your camera and microphone. Allow them for this site in your browser's settings (the icon beside the address), then press Turn camera on again.",
  noDevice:
    'No camera or microphone was found. Connect one and press Turn camera on, or stream from a streaming app instead.',
  busy: 'Your camera or microphone is in use by another app, or the system blocked it. Close the other app and press Turn camera on again.',
  unsupported:
    "This browser can't use a camera on this page. Open Potluck over https in a current Chrome, Edge, Firefox or Safari, or stream from a streaming app instead.",
  cannotRecord:
    "This browser can't record video for streaming. Use a current Chrome, Edge or Firefox, or stream from a streaming app instead.",
} as const;

/** What to tell the chef when getUserMedia failed with `error`. */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof Error || isNamed(error) ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return mediaMessages.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return mediaMessages.noDevice;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return mediaMessages.busy;
    case 'TypeError':
      return mediaMessages.unsupported;
    default:
      return `Your camera and microphone could not be started${
        error instanceof Error && error.message ? `: ${error.message}` : '.'
      }`;
  }
}

function isNamed(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

export interface MediaDeviceChoice {
  deviceId: string;
  label: string;
}

/**
 * The cameras or microphones of `kind` as choices. Browsers give labels only after permission;
 * until then each is named by its place ("Camera 1").
 */
export function deviceChoices(
  devices: readonly { deviceId: string; kind: string; label: string }[],
  kind: 'videoinput' | 'audioinput',
): MediaDeviceChoice[] {
  const noun = kind === 'videoinput' ? 'Camera' : 'Microphone';
  const seen = new Set<string>();
  const out: MediaDeviceChoice[] = [];
  for (const d of devices) {
    if (d.kind !== kind || !d.deviceId || seen.has(d.deviceId)) continue;
    seen.add(d.deviceId);
    out.push({ deviceId: d.deviceId, label: d.label.trim() || `${noun} ${out.length + 1}` });
  }
  return out;
}
