import { formatKobo } from '../../../common/money';
import { singleLine } from '../../../common/text';
import type { MailMessage } from '../../../integrations/mail/mailer';
import { REFUND_PROCESSING } from './domain/refund-rules';

/** Telling the customer their refund was started, and (for a card) when it was processed. */
export function refundEmail(user: { firstName: string; email: string }, packName: string, refund: { totalKobo: number; stage: 'requested' | 'processed' }): MailMessage {
  const pack = singleLine(packName);
  const lines =
    refund.stage === 'requested'
      ? [
          `Your ${pack} savings plan has been refunded: ${formatKobo(refund.totalKobo)} is on its way back to you.`,
          `Card payments go back to the card you paid with, usually within ${REFUND_PROCESSING}; money you paid in cash, by transfer or POS is paid back the same way by our team.`,
        ]
      : [`Paystack has processed the refund of ${formatKobo(refund.totalKobo)} for your ${pack} savings plan. It should show on your card statement shortly.`];
  return {
    to: user.email,
    subject: refund.stage === 'requested' ? `Refund started: your ${pack}` : `Refund processed: ${formatKobo(refund.totalKobo)}`,
    text: [`Hello ${singleLine(user.firstName)},`, '', ...lines, '', 'Questions? Reply to this e-mail or use the contact page.', '', 'Food Savings, Lagos'].join('\n'),
  };
}
