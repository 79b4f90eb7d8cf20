import {
  messagingMessages,
  type DirectRecipientResponse,
  type RecipientListQuery,
  type RecipientListResponse,
} from '#contracts/messaging';
import { emailNotFoundMessage } from '#domain/messages';
import { directThreadKey, lookupEmail } from '#domain/messaging';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { contactsOf } from './contacts-queries.ts';
import { findOpenDirectThread, messageableMemberByEmail, toMemberInfo } from './members.ts';

// Starting a conversation (decision 049): whom "New message" offers, and the spec's e-mail
// lookup. Both answer member info only, never an e-mail address.

/** GET /messaging/recipients — people I have ordered from, sold to, follow or am followed by. */
export async function listRecipients(
  ctx: AppContext,
  userId: string,
  query: RecipientListQuery,
): Promise<RecipientListResponse> {
  const rows = await contactsOf(ctx.db, userId, query.q, query.size);
  return {
    items: rows.map((r) => ({
      ...toMemberInfo({
        id: r.id,
        deletedAt: null,
        name: r.name,
        handle: r.handle,
        avatarUrl: r.avatarUrl,
        type: r.isChef ? 'chef' : 'customer',
      }),
      relations: r.relations,
    })),
  };
}

/**
 * POST /messaging/recipients/lookup — spec §6 and §8: the address lower-cased, "{email} not
 * found" on a miss. Someone who exists but may not be written to (deleted, suspended, hidden)
 * is a miss too, in the same words, so the answer tells nothing more than a public profile.
 */
export async function lookupRecipient(
  ctx: AppContext,
  userId: string,
  rawEmail: string,
): Promise<DirectRecipientResponse> {
  const email = lookupEmail(rawEmail);
  // The contract refuses an empty address before any limit is counted; this is a safety net.
  if (!email) throw badRequest('Enter an e-mail address.');
  const recipient = await messageableMemberByEmail(ctx.db, userId, email);
  if (!recipient) throw notFound(emailNotFoundMessage(email));
  if (recipient.id === userId) throw badRequest(messagingMessages.cannotMessageSelf);
  const threadId = await findOpenDirectThread(ctx.db, directThreadKey(userId, recipient.id));
  return { recipient, threadId };
}
