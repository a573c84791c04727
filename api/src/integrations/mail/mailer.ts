import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { singleLine } from '../../common/text';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, e.g. the sender of a contact-form message. */
  replyTo?: string;
  /**
   * The same key is the same message: a send repeated after a crash rewrites one outbox file,
   * and over SMTP carries the same Message-ID, which mail clients show once.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer either way: with SMTP_URL it delivers, without it the same composed message is
 * written to the outbox folder as an .eml file (and a .json beside it that tests and people read).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    // A send ends within about 50 s whatever the server does (nodemailer waits up to 10 minutes by
    // default), which keeps it inside the receipt claim's minute.
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return { send: async (m) => void (await transport.sendMail({ from: opts.from, ...composed(m) })) };
  }
  return new OutboxMailer(opts.outboxDir, opts.from);
}

export class OutboxMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(m: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...composed(m) });
    await mkdir(this.dir, { recursive: true });
    const base = m.idempotencyKey ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    // Written under a temporary name and renamed, so a crash never leaves half a message.
    const json = path.join(this.dir, `${base}.json`);
    await writeFile(path.join(this.dir, `${base}.eml`), info.message as Buffer);
    await writeFile(`${json}.tmp`, JSON.stringify({ from: this.from, ...m }, null, 2));
    await rename(`${json}.tmp`, json);
  }
}

/**
 * nodemailer's options for a message: the idempotency key becomes a stable Message-ID, and the
 * subject is one line whatever a template put in it (a line break there would start a new header).
 */
function composed({ idempotencyKey, ...m }: MailMessage) {
  const message = { ...m, subject: singleLine(m.subject) };
  return idempotencyKey ? { ...message, messageId: `<${idempotencyKey}@foodsavings.ng>` } : message;
}
