/** One text message to one phone. */
export interface SmsMessage {
  /** 234XXXXXXXXXX (the stored form; see modules/user/phone-number.ts). */
  to: string;
  text: string;
  /** Names the message in logs (e.g. "reminder:<schedule>:<kind>"); callers also use it as the job id, so it is queued once. */
  key?: string;
}

export interface SentSms {
  /** The provider's id for the message. */
  messageId: string;
}

/** What the application sends SMS through; TermiiClient speaks it over HTTP (to Termii, or the local stand-in). */
export interface SmsSender {
  send(message: SmsMessage): Promise<SentSms>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}
