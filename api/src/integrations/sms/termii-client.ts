import { SmsError, type SentSms, type SmsMessage, type SmsSender } from './sms-sender';

/**
 * Termii's SMS API (facts in ../shared/INTEGRATIONS.md, from public integrations, not official
 * documentation): POST {baseUrl}/api/sms/send with JSON `{ api_key, to, from, sms, type, channel }`;
 * success is `code: "ok"` with a `message_id`. The key travels in the body, so neither it nor the
 * body ever goes into an error or a log line.
 */
export const TERMII_SEND_PATH = '/api/sms/send';
/**
 * The `dnd` route reaches numbers on Do-Not-Disturb and suits transactional messages (reminders,
 * failed charges); `generic` is for marketing and skips DND numbers.
 */
export const TERMII_CHANNEL = 'dnd';
const TIMEOUT_MS = 10_000;
const INTERNATIONAL = /^234\d{10}$/;

type Json = Record<string, unknown>;

export class TermiiClient implements SmsSender {
  constructor(private readonly opts: { baseUrl: string; apiKey: string; senderId: string; timeoutMs?: number; fetch?: typeof fetch }) {}

  async send(message: SmsMessage): Promise<SentSms> {
    if (!INTERNATIONAL.test(message.to)) throw new SmsError('SMS not sent: the number must be a Nigerian mobile in the form 234XXXXXXXXXX');
    if (!message.text.trim()) throw new SmsError('SMS not sent: the text is empty');
    const timeoutMs = this.opts.timeoutMs ?? TIMEOUT_MS;
    let res: Response;
    try {
      res = await (this.opts.fetch ?? fetch)(`${this.opts.baseUrl}${TERMII_SEND_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ api_key: this.opts.apiKey, to: message.to, from: this.opts.senderId, sms: message.text, type: 'plain', channel: TERMII_CHANNEL }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const e = err as Error;
      const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : e.message;
      throw new SmsError(`Termii could not be reached: ${this.redact(why)}`);
    }
    let json: Json;
    try {
      json = (await res.json()) as Json;
    } catch {
      throw new SmsError(`Termii answered HTTP ${res.status} with a body that is not JSON`, res.status);
    }
    const said = typeof json?.message === 'string' ? this.redact(json.message).slice(0, 200) : '';
    if (!res.ok || json.code !== 'ok') {
      const hint = res.status === 401 || res.status === 403 ? ' (check TERMII_API_KEY)' : '';
      throw new SmsError(`Termii refused the message (HTTP ${res.status})${said ? `: ${said}` : ''}${hint}`, res.status);
    }
    const id = json.message_id_str ?? json.message_id;
    if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw new SmsError('Termii answered ok without a message_id', res.status);
    return { messageId: String(id) };
  }

  /** Whatever Termii or the network says, never with our key in it. */
  private redact(text: string): string {
    return text.split(this.opts.apiKey).join('[redacted]');
  }
}
