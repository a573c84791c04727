import { singleLine, withoutControlCharacters } from '../../common/text';
import type { MailMessage } from '../../integrations/mail/mailer';
import type { ContactFields } from './domain/contact-rules';
import { formatLagosDayTime } from '../../common/lagos-format';

/**
 * The form's message as support receives it; replying answers the sender. Plain text; what the
 * sender typed is flattened (name, subject) or cleaned (message) again here, as a last guard.
 */
export function contactEmail(to: string, m: ContactFields & { id: string; receivedAt: Date }): MailMessage {
  const name = singleLine(m.name);
  const subject = singleLine(m.subject);
  return {
    to,
    replyTo: m.email,
    subject: `Contact form: ${subject}`,
    text: [
      `From: ${name} <${m.email}>`,
      `Received: ${formatLagosDayTime(m.receivedAt)} Lagos time (message ${m.id})`,
      `Subject: ${subject}`,
      '',
      withoutControlCharacters(m.message),
      '',
      '— sent from the Food Savings contact form; reply to answer the sender.',
    ].join('\n'),
  };
}
