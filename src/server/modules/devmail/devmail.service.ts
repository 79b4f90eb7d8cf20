import { desc, eq } from 'drizzle-orm';
import type { DevMailMessage, DevMailSummary } from '#contracts/mail';
import type { AppContext } from '../../context.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notFound } from '../../http/errors.ts';

const LIST_LIMIT = 100;

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
};

/** The newest messages of the outbox, newest first. */
export async function listDevMail(ctx: AppContext): Promise<DevMailSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function getDevMail(ctx: AppContext, id: string): Promise<DevMailMessage> {
  const [row] = await ctx.db
    .select({ ...summaryColumns, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  if (!row) throw notFound('This message does not exist.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
