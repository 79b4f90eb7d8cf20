// The event bus carries live events to the users they concern. In one process it is a plain
// emitter; with several instances on one PostgreSQL the hub of every instance must hear them,
// so publishing goes through LISTEN/NOTIFY (docs/architecture.md, "Realtime").
import type { LiveEvent } from '#contracts/live';
import type { RoomListener, RoomMessage } from './room-message.ts';

export type LiveListener = (userIds: readonly string[], event: LiveEvent) => void;

export interface EventBus {
  /** Delivers `event` to every connection of the given users, on every instance. */
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** Hears every event published on any instance; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  /**
   * Called when events may have been lost (the bus's link to the database dropped and came
   * back): the hub then asks its clients to reconnect, which makes them re-read. Returns the
   * unsubscribe.
   */
  onGap(listener: () => void): () => void;
  /** Delivers a stream-room message to every instance, this one included (stream-rooms.ts). */
  publishRoom(message: RoomMessage): Promise<void>;
  /** Hears every stream-room message published on any instance; returns the unsubscribe. */
  subscribeRoom(listener: RoomListener): () => void;
  close(): Promise<void>;
}

/** One process (the embedded database allows only one): listeners are called in order. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<LiveListener>();
  private readonly roomListeners = new Set<RoomListener>();

  publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        listener(userIds, event);
      } catch {
        // One broken connection must not stop the others hearing the event.
      }
    }
    return Promise.resolve();
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Nothing sits between publisher and listeners here, so nothing can be lost. */
  onGap(): () => void {
    return () => undefined;
  }

  publishRoom(message: RoomMessage): Promise<void> {
    for (const listener of this.roomListeners) {
      try {
        listener(message);
      } catch {
        // As above: one room's trouble stays in that room.
      }
    }
    return Promise.resolve();
  }

  subscribeRoom(listener: RoomListener): () => void {
    this.roomListeners.add(listener);
    return () => this.roomListeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    this.roomListeners.clear();
    return Promise.resolve();
  }
}
