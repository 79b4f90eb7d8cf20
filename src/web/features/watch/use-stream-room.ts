import { useEffect, useEffectEvent } from 'react';
import {
  streamRoomEventSchema,
  streamRoomPath,
  type StreamRoomEvent,
} from '#contracts/live-streams';
import { reconnectDelayMs } from '../../lib/live';

/** ws:// or wss:// to a broadcast's room on this page's host (the server checks the origin). */
export function streamRoomUrl(streamId: string, loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${streamRoomPath(streamId)}`;
}

/** One room event from a socket message, or null for anything that is not one. */
export function parseRoomEvent(data: unknown): StreamRoomEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = streamRoomEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Listens to a live broadcast's room (chat, viewers, media, the end) while `enabled`: guests
 * too, the room is listen-only. A dropped socket reconnects with backoff (about 1 s, 2 s, 4 s …
 * up to 30 s) and `onResync` re-reads what may have been missed meanwhile.
 */
export function useStreamRoom(
  streamId: string,
  enabled: boolean,
  onEvent: (event: StreamRoomEvent) => void,
  onResync: () => void,
): void {
  const handle = useEffectEvent(onEvent);
  const resync = useEffectEvent(onResync);
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let opened = false;
    let stopped = false;

    const connect = () => {
      timer = null;
      let ws: WebSocket;
      try {
        ws = new WebSocket(streamRoomUrl(streamId, window.location));
      } catch {
        schedule();
        return;
      }
      socket = ws;
      ws.onopen = () => {
        failures = 0;
        if (opened) resync();
        opened = true;
      };
      ws.onmessage = (message) => {
        const event = parseRoomEvent(message.data);
        if (event) handle(event);
      };
      ws.onclose = () => {
        if (socket !== ws) return;
        socket = null;
        if (!stopped) schedule();
      };
    };
    const schedule = () => {
      if (stopped || timer !== null) return;
      timer = setTimeout(connect, reconnectDelayMs(failures));
      failures += 1;
    };
    const online = () => {
      if (socket || stopped) return;
      if (timer !== null) clearTimeout(timer);
      failures = 0;
      connect();
    };

    connect();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      if (timer !== null) clearTimeout(timer);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'done');
    };
  }, [streamId, enabled]);
}
