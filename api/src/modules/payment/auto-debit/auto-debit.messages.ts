import { formatKobo } from '../../../common/money';
import { singleLine } from '../../../common/text';
import type { LocalDate } from '../../../common/time';
import type { MailMessage } from '../../../integrations/mail/mailer';
import { isOneSmsPart } from '../../../integrations/sms/sms-parts';
import { declined } from './domain/auto-debit-rules';

/** What the customer is told after an automatic debit failed or needs them. */
export interface DebitNotice {
  firstName: string;
  email: string;
  packName: string;
  amountKobo: number;
  dueDate: LocalDate;
  outcome: 'failed' | 'paused';
  /** The bank's words (failed). */
  providerMessage: string | null;
  /** When the card is tried again; null when it is not. */
  nextAttemptOn: LocalDate | null;
  /** The plan was switched to manual payment (last attempt failed, or a decline that cannot succeed). */
  switchedToManual: boolean;
  /** The one-tap pay link for the instalment (paused): `<PUBLIC_URL>/p/<token>`, no sign-in needed. */
  payLinkUrl: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-12-05 → "5 Dec 2026". */
export function formatDay(date: LocalDate): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** In SMS the naira sign would force UCS-2 (70 characters a part): "NGN 30,000" keeps one GSM-7 part. */
function smsAmount(kobo: number): string {
  return formatKobo(kobo).replace('₦', 'NGN ');
}

/** A short reason in plain words: "insufficient funds", else the bank's own words, flattened and cut short. */
export function declineReason(providerMessage: string | null): string {
  const message = singleLine(providerMessage ?? '').trim();
  if (!message) return 'declined by your bank';
  if (declined(message).decline === 'insufficient_funds') return 'insufficient funds';
  return message.toLowerCase().slice(0, 60);
}

export function autoDebitSms(n: DebitNotice): string {
  const what = `${smsAmount(n.amountKobo)} due ${formatDay(n.dueDate)}`;
  if (n.outcome === 'paused') {
    const where = n.payLinkUrl ?? 'open the app';
    const full = `Food Savings: your action needed. Your bank wants your approval for ${what}. Pay here: ${where}`;
    // A long PUBLIC_URL or amount: the shorter form still fits one part.
    return isOneSmsPart(full) ? full : `Food Savings: action needed, pay ${what}: ${where}`;
  }
  const head = `Food Savings: we could not charge your card ${what} (${declineReason(n.providerMessage)}).`;
  if (n.switchedToManual) return `${head} Your plan is now on manual payment: please pay in the app.`;
  return n.nextAttemptOn ? `${head} We will try again on ${formatDay(n.nextAttemptOn)}.` : head;
}

export function autoDebitEmail(n: DebitNotice): MailMessage {
  const packName = singleLine(n.packName);
  const amount = formatKobo(n.amountKobo);
  const due = formatDay(n.dueDate);
  const lines = [`Hello ${singleLine(n.firstName)},`, ''];
  if (n.outcome === 'paused') {
    lines.push(
      `Your action is needed: your bank wants your approval before it pays the automatic payment of ${amount} for your ${packName} savings plan, due on ${due}.`,
      '',
      n.payLinkUrl ? `Pay it here in one tap, without signing in: ${n.payLinkUrl}` : 'Please pay it from your savings plan in the app.',
      '',
      n.payLinkUrl
        ? 'The link pays this instalment only, and stops working once it is paid or expires. Until then this instalment stays unpaid; you can also pay it from your savings plan in the app.'
        : 'Until then this instalment stays unpaid.',
    );
  } else {
    lines.push(`We could not charge your saved card ${amount} for your ${packName} savings plan, due on ${due}: ${declineReason(n.providerMessage)}.`, '');
    if (n.switchedToManual) {
      lines.push('We have stopped charging this card and switched the plan to manual payment. Please pay this instalment from your savings plan in the app; you can turn automatic payment back on there once your card works.');
    } else if (n.nextAttemptOn) {
      lines.push(`We will try again on ${formatDay(n.nextAttemptOn)}. To avoid another attempt, you can pay it now from your savings plan in the app.`);
    }
  }
  lines.push('', 'Payments are made only through the app. Never pay into any other bank account.', '', 'Food Savings, Lagos');
  return {
    to: n.email,
    subject: n.outcome === 'paused' ? `Your action needed: pay ${amount} for your ${packName}` : n.switchedToManual ? `Automatic payment stopped: ${amount} for your ${packName}` : `Payment failed: ${amount} for your ${packName}`,
    text: lines.join('\n'),
  };
}
