// What the stream rooms of all instances tell each other over the event bus (its own channel,
// beside the user-addressed live events): an event for one stream's room, and each
// instance's count of the room sockets it holds. Short keys keep a NOTIFY small: a chat
// message is at most 300 characters, so an event stays far below PostgreSQL's 8000 bytes.
import { z } from 'zod';
import { streamRoomEventSchema } from '#contracts/live-streams';

export const roomMessageSchema = z.discriminatedUnion('k', [
  z.object({
    k: z.literal('event'),
    /** The stream whose room hears it. */
    s: z.uuid(),
    /** Only this user's sockets in the room (chat.muted); absent = every socket. */
    to: z.uuid().optional(),
    e: streamRoomEventSchema,
  }),
  z.object({
    k: z.literal('viewers'),
    /** The announcing instance. */
    i: z.string().min(1).max(64),
    /** Room sockets it holds, by stream id (0 = its last viewer of that stream left). */
    c: z.record(z.uuid(), z.number().int().nonnegative()),
  }),
]);
export type RoomMessage = z.infer<typeof roomMessageSchema>;

export type RoomListener = (message: RoomMessage) => void;
