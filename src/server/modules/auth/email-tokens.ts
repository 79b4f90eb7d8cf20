import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { emailTokens } from '../../db/schema/accounts.ts';
import { AppError } from '../../http/errors.ts';
import { hashToken, newToken } from './tokens.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const tokenInvalid = () =>
  new AppError(
    400,
    'token_invalid',
    'This link has expired or was already used. Ask for a new one.',
  );

/** Issues a single-use e-mail link token; the database keeps only its SHA-256. */
export async function issueEmailToken(
  ctx: AppContext,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** The user a still-valid token belongs to, without using it up; throws token_invalid. */
export async function findEmailToken(
  ctx: AppContext,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const [row] = await ctx.db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  if (!row) throw tokenInvalid();
  return row.userId;
}

/** Uses a token up (atomically: two concurrent uses cannot both succeed); throws token_invalid. */
export async function consumeEmailToken(
  ctx: AppContext,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!row) throw tokenInvalid();
  return row.userId;
}

/** Marks every open token of a purpose used, e.g. the other reset links once one worked. */
export async function revokeEmailTokens(
  ctx: AppContext,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await ctx.db
    .update(emailTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
