import type { Logger } from '../../common/logger';
import { toNigerianMobile } from '../../common/nigerian-mobile';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * The `sms.send` job: one message, to the number as stored. Numbers stored before they were
 * normalised (0803…) are converted here; one that is no Nigerian mobile is skipped with a warning,
 * as retrying cannot help. A failed send throws, so the queue retries it (bounded).
 * Logs name the message by its key and the number's last digits only.
 */
export async function sendSms(sender: SmsSender, log: Logger, message: SmsMessage): Promise<{ sent: boolean; messageId?: string }> {
  const to = toNigerianMobile(message.to);
  const who = { key: message.key, to: `…${message.to.slice(-4)}` };
  if (!to) {
    log.warn(who, 'SMS skipped: not a Nigerian mobile number');
    return { sent: false };
  }
  const { messageId } = await sender.send({ ...message, to });
  log.info({ ...who, messageId }, 'SMS sent');
  return { sent: true, messageId };
}
