import { formatKobo } from '../../../common/money';
import { singleLine } from '../../../common/text';
import type { MailMessage } from '../../../integrations/mail/mailer';

/**
 * Telling the customer Paystack processed their card refund. The refund's start is told by the
 * reversal notice (notices/reversal-notice.ts), with what they owe now.
 */
export function refundProcessedEmail(user: { firstName: string; email: string }, packName: string, totalKobo: number): MailMessage {
  const lines = [`Paystack has processed the refund of ${formatKobo(totalKobo)} for your ${singleLine(packName)} savings plan. It should show on your card statement shortly.`];
  return {
    to: user.email,
    subject: `Refund processed: ${formatKobo(totalKobo)}`,
    text: [`Hello ${singleLine(user.firstName)},`, '', ...lines, '', 'Questions? Reply to this e-mail or use the contact page.', '', 'Food Savings, Lagos'].join('\n'),
  };
}

/** Paystack processed the refund of a stray charge (issue 28: a payment reported against a plan not the customer's). */
export function strayRefundProcessedEmail(user: { firstName: string; email: string }, reference: string, totalKobo: number): MailMessage {
  const lines = [`Paystack has processed the refund of ${formatKobo(totalKobo)} (payment reference ${singleLine(reference)}), the payment that was not for one of your savings plans. It should show on your card statement shortly.`];
  return {
    to: user.email,
    subject: `Refund processed: ${formatKobo(totalKobo)}`,
    text: [`Hello ${singleLine(user.firstName)},`, '', ...lines, '', 'Questions? Reply to this e-mail or use the contact page.', '', 'Food Savings, Lagos'].join('\n'),
  };
}
