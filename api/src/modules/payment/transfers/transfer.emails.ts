import { formatKobo } from '../../../common/money';
import type { BankTransferRow } from './transfer.entity';

/** One plan's part of a transfer, as the receipt and the customer's list show it. */
export interface AllocationLine {
  planId: string;
  packName: string;
  amountKobo: number;
  note: string;
}

/** The receipt of a bank transfer: every naira, to a plan or to the customer's credit. */
export function transferReceiptEmail(user: { email: string; firstName: string }, t: BankTransferRow, lines: AllocationLine[], creditBalanceKobo: number): { to: string; subject: string; text: string } {
  const where = [
    ...lines.map((l) => `- ${formatKobo(l.amountKobo)} to your ${l.packName} plan${l.note ? ` (${l.note})` : ''}`),
    ...(t.creditedKobo > 0 ? [`- ${formatKobo(t.creditedKobo)} kept as credit on your account: it pays your next instalments as they fall due, or ask us to refund it`] : []),
  ];
  return {
    to: user.email,
    subject: `Transfer received: ${formatKobo(t.amountKobo)}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `We received your bank transfer of ${formatKobo(t.amountKobo)}${t.accountNumber ? ` into your account ${t.accountNumber}` : ''}. Here is where every naira went:`,
      '',
      ...where,
      '',
      `Your credit now: ${formatKobo(creditBalanceKobo)}.`,
      `Reference: ${t.reference}`,
      '',
      'Only pay into the account number shown in the app. Thank you for saving with Food Savings.',
    ].join('\n'),
  };
}
