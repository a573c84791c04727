import { formatLagosDayTime } from '../../../common/lagos-format';
import { formatKobo } from '../../../common/money';
import { singleLine } from '../../../common/text';
import type { MailMessage } from '../../../integrations/mail/mailer';
import type { SavingsPlanView } from '../../savings-plan';

/** The receipt for one verified payment, with where the plan stands after it. */
export function receiptEmail(
  user: { firstName: string; email: string },
  plan: SavingsPlanView,
  payment: { reference: string; amountKobo: number; overpaymentKobo: number; paidAt: Date | null; createdAt: Date; contributorName?: string | null },
): MailMessage {
  // Names and addresses people typed are flattened to one line: plain text, no smuggled lines.
  const packName = singleLine(plan.foodPackName);
  // On the Lagos clock, as the customer lives it: 'Nov 28, 2026, 00:30 (Lagos time)'.
  const when = formatLagosDayTime(payment.paidAt ?? payment.createdAt);
  // Issue 27: money a family member paid through the plan's contribution link names them.
  const from = payment.contributorName ? singleLine(payment.contributorName) : null;
  const lines = [
    `Hello ${singleLine(user.firstName)},`,
    '',
    from
      ? `You received ${formatKobo(payment.amountKobo)} from ${from} towards your ${packName} savings plan, through your contribution link.`
      : `We received your payment of ${formatKobo(payment.amountKobo)} for your ${packName} savings plan. Thank you!`,
    '',
    `Reference: ${payment.reference}`,
    `Paid: ${when} (Lagos time)`,
    `Saved so far: ${formatKobo(plan.amountPaidKobo)} of ${formatKobo(plan.totalAmountKobo)} (${plan.progressPercent}%)`,
  ];
  if (payment.overpaymentKobo > 0) {
    lines.push(
      '',
      from
        ? `${formatKobo(payment.overpaymentKobo)} of it was more than your plan needed. Our support team will refund it to the card it was paid with.`
        : `${formatKobo(payment.overpaymentKobo)} of this payment was more than your plan needed. Our support team will refund it to you.`,
    );
  }
  if (plan.status === 'Completed') {
    const f = plan.fulfilment;
    lines.push(
      '',
      'Your plan is fully paid.',
      f.method === 'delivery'
        ? `We will deliver your pack to ${singleLine(f.address ?? '')} between ${f.expectedFrom} and ${f.expectedTo}.`
        : `Your pack will be ready for pickup at our office between ${f.expectedFrom} and ${f.expectedTo}.`,
    );
  } else if (plan.nextDue) {
    lines.push('', `Next payment: ${formatKobo(plan.nextDue.amountDueKobo)} due on ${plan.nextDue.dueDate}.`);
  }
  lines.push('', 'Payments are made only through the app. Never pay into any other bank account.', '', 'Food Savings, Lagos');
  return {
    to: user.email,
    subject:
      plan.status === 'Completed'
        ? `Fully paid: your ${packName}`
        : from
          ? `${formatKobo(payment.amountKobo)} from ${from} for your ${packName}`
          : `Payment received: ${formatKobo(payment.amountKobo)} for your ${packName}`,
    text: lines.join('\n'),
  };
}
