import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock/clock.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { queryRows, type DatabaseHandle } from '../../db/client.ts';
import { LocalMailProvider } from './local-mail.ts';
import { SmtpMailProvider } from './smtp-mail.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

interface OutboxRow {
  to_address: string;
  subject: string;
  status: string;
  provider: string;
  error: string | null;
  sent_at: Date | null;
}

describe('mail providers', () => {
  let db: { handle: DatabaseHandle; drop(): Promise<void> };
  let server: SMTPServer;
  let port = 0;
  const received: Received[] = [];
  const clock = new ManualClock('2026-04-01T08:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('reject')) return callback(new Error('Mailbox unavailable'));
        callback();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.drop();
  });

  const outbox = async (to: string) => {
    return queryRows<OutboxRow>(
      db.handle.db,
      sql`select to_address, subject, status, provider, error, sent_at from mail_outbox where to_address = ${to}`,
    );
  };

  it('local: records the message as sent in the outbox', async () => {
    const mail = new LocalMailProvider(db.handle.db, clock, 'Potluck <no-reply@potluck.local>');
    await mail.send({ to: 'local@example.com', subject: 'Hi', text: 'Hello' });
    const rows = await outbox('local@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: 'Hi',
      status: 'sent',
      provider: 'local',
      error: null,
    });
    expect(new Date(rows[0]?.sent_at ?? 0).toISOString()).toBe('2026-04-01T08:00:00.000Z');
  });

  it('smtp: delivers through a real SMTP server and marks the message sent', async () => {
    const mail = new SmtpMailProvider(
      db.handle.db,
      clock,
      `smtp://127.0.0.1:${port}`,
      'Potluck <no-reply@potluck.local>',
    );
    await mail.send({
      to: 'smtp@example.com',
      subject: 'Verify me',
      text: 'Click the link',
      html: '<p>Click</p>',
    });
    mail.close();
    const got = received.find((r) => r.to.includes('smtp@example.com'));
    expect(got?.from).toBe('no-reply@potluck.local');
    expect(got?.data).toContain('Subject: Verify me');
    expect(got?.data).toContain('Click the link');
    const rows = await outbox('smtp@example.com');
    expect(rows[0]).toMatchObject({ status: 'sent', provider: 'smtp', error: null });
  });

  it('smtp: marks the message failed with the error and rethrows', async () => {
    const mail = new SmtpMailProvider(
      db.handle.db,
      clock,
      `smtp://127.0.0.1:${port}`,
      'Potluck <no-reply@potluck.local>',
    );
    await expect(
      mail.send({ to: 'reject@example.com', subject: 'Nope', text: 'x' }),
    ).rejects.toThrow();
    mail.close();
    const rows = await outbox('reject@example.com');
    expect(rows[0]).toMatchObject({ status: 'failed', provider: 'smtp' });
    expect(rows[0]?.error).toMatch(/Mailbox unavailable/);
  });
});
