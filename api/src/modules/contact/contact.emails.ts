import type { MailMessage } from '../../integrations/mail/mailer';
import type { ContactFields } from './domain/contact-rules';

/** The form's message as support receives it; replying answers the sender. */
export function contactEmail(to: string, m: ContactFields & { id: string; receivedAt: Date }): MailMessage {
  return {
    to,
    replyTo: m.email,
    subject: `Contact form: ${m.subject}`,
    text: [
      `From: ${m.name} <${m.email}>`,
      `Received: ${m.receivedAt.toISOString()} (message ${m.id})`,
      `Subject: ${m.subject}`,
      '',
      m.message,
      '',
      '— sent from the Food Savings contact form; reply to answer the sender.',
    ].join('\n'),
  };
}
