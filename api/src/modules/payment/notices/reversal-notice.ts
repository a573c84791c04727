/**
 * The words of the notice a customer gets when an admin reverts or refunds a payment of theirs
 * (issue 29): what happened, and what they owe now. Pure.
 *
 * The SMS aims at one part (160 GSM characters): amounts are written "N5,906" (₦ is outside the
 * GSM alphabet and would send the whole text as UCS-2), names are reduced to plain letters, and a
 * text still too long loses the pack's name, then the first name.
 */
import { formatKobo, KOBO_PER_NAIRA } from '../../../common/money';
import { singleLine } from '../../../common/text';
import type { LocalDate } from '../../../common/time';
import { REFUND_PROCESSING } from '../refunds/domain/refund-rules';

export interface ReversalNoticeInput {
  kind: 'Reversal' | 'Refund';
  firstName: string;
  packName: string;
  /** What was taken back: the one payment (a reversal), or every payment of the plan (a refund). */
  amountKobo: number;
  /** How many payments (a refund may give back several). */
  payments: number;
  /** The payment's reference as the receipt gave it (a reversal), else null. */
  reference: string | null;
  /** When the payment was made, on the Lagos clock ("Nov 2, 2026, 09:15"; a reversal), else null. */
  paidAt: string | null;
  reason: string;
  /** The plan after the change. */
  plan: {
    status: 'AwaitingFirstPayment' | 'Active' | 'Completed' | 'Cancelled';
    totalKobo: number;
    amountPaidKobo: number;
    remainingKobo: number;
    nextDue: { amountDueKobo: number; dueDate: LocalDate } | null;
    overdue: { count: number; amountDueKobo: number } | null;
  };
  /** Where the customer pays: the profile's savings tab. */
  profileUrl: string;
}

export interface ReversalNotice {
  subject: string;
  text: string;
  sms: string;
}

const SMS_LIMIT = 160;

/** Naira for an SMS: "N5,906" (GSM-safe), whole naira. */
function smsNaira(kobo: number): string {
  return `N${Math.round(kobo / KOBO_PER_NAIRA).toLocaleString('en-NG')}`;
}

/** A name people typed, as plain letters an SMS sends in one GSM part. */
function plain(text: string): string {
  return singleLine(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 '&().,-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the customer owes on the plan now, in a sentence or two (e-mail). */
function owedNow(input: ReversalNoticeInput): string[] {
  const { plan } = input;
  if (plan.status === 'Cancelled') return ['You owe nothing on this plan: it is closed.'];
  if (plan.remainingKobo <= 0) return ['You owe nothing more on this plan: it is still fully paid.'];
  const lines = [`You now owe ${formatKobo(plan.remainingKobo)} of ${formatKobo(plan.totalKobo)} on this plan (${formatKobo(plan.amountPaidKobo)} paid).`];
  if (plan.overdue) {
    const n = plan.overdue.count;
    lines.push(`${formatKobo(plan.overdue.amountDueKobo)} is overdue now (${n} instalment${n === 1 ? '' : 's'}): you can pay it all at once on your profile.`);
  } else if (plan.nextDue) {
    lines.push(`Next payment: ${formatKobo(plan.nextDue.amountDueKobo)} due on ${plan.nextDue.dueDate}.`);
  }
  return lines;
}

function smsOwed(input: ReversalNoticeInput): string {
  const { plan } = input;
  if (plan.status === 'Cancelled' || plan.remainingKobo <= 0) return 'You owe nothing now.';
  if (plan.overdue) return `You owe ${smsNaira(plan.remainingKobo)}; ${smsNaira(plan.overdue.amountDueKobo)} is overdue.`;
  if (plan.nextDue) return `You owe ${smsNaira(plan.remainingKobo)}; next ${smsNaira(plan.nextDue.amountDueKobo)} due ${plan.nextDue.dueDate}.`;
  return `You owe ${smsNaira(plan.remainingKobo)}.`;
}

export function reversalNotice(input: ReversalNoticeInput): ReversalNotice {
  const pack = singleLine(input.packName);
  const amount = formatKobo(input.amountKobo);
  const refund = input.kind === 'Refund';
  const what = refund
    ? [
        `Your ${pack} savings plan has been refunded: ${amount} (${input.payments} payment${input.payments === 1 ? '' : 's'}) is on its way back to you.`,
        `Card payments go back to the card you paid with, usually within ${REFUND_PROCESSING}; money you paid in cash, by transfer or POS is paid back the same way by our team.`,
      ]
    : [
        `Our team has reverted your payment of ${amount} on your ${pack} savings plan${input.reference ? ` (reference ${input.reference}${input.paidAt ? `, paid ${input.paidAt} Lagos time` : ''})` : ''}.`,
        'It no longer counts towards your plan, and the instalments it paid are unpaid again. This corrects our records only: nothing was charged to you or sent back.',
      ];
  const text = [
    `Hello ${singleLine(input.firstName)},`,
    '',
    ...what,
    `Reason: ${singleLine(input.reason)}`,
    '',
    ...owedNow(input),
    ...(input.plan.status === 'Cancelled' || input.plan.remainingKobo <= 0 ? [] : [`Pay from your profile: ${input.profileUrl}`]),
    '',
    'If you think this is a mistake, reply to this e-mail or use the contact page, with the reference above.',
    'Payments are made only through the app. Never pay into any other bank account.',
    '',
    'Food Savings, Lagos',
  ].join('\n');
  const subject = refund ? `Refund started: your ${pack}` : `Payment reverted: ${amount} for your ${pack}`;

  const name = plain(input.firstName);
  const packPlain = plain(input.packName);
  const happened = refund ? `your ${packPlain} plan was refunded: ${smsNaira(input.amountKobo)} is coming back to you.` : `your payment of ${smsNaira(input.amountKobo)} for ${packPlain} was reverted by our team.`;
  const bare = refund ? `your plan was refunded: ${smsNaira(input.amountKobo)} is coming back to you.` : `your payment of ${smsNaira(input.amountKobo)} was reverted by our team.`;
  const owed = smsOwed(input);
  const candidates = [`Food Savings: ${name ? `${name}, ` : ''}${happened} ${owed} See your e-mail.`, `Food Savings: ${name ? `${name}, ` : ''}${bare} ${owed}`, `Food Savings: ${bare} ${owed}`];
  const sms = candidates.find((c) => c.length <= SMS_LIMIT) ?? candidates[candidates.length - 1].slice(0, SMS_LIMIT);
  return { subject, text, sms };
}

/**
 * The notice of a stray charge's refund (issue 28): a payment the customer's own app or web client
 * made and reported for a plan that is not theirs (or none). It paid no plan, so it is refunded
 * whole to the card, promised by `dueBy`. Pure.
 */
export function strayChargeNotice(input: { firstName: string; amountKobo: number; reference: string; dueFrom: LocalDate; dueBy: LocalDate; profileUrl: string }): ReversalNotice {
  const amount = formatKobo(input.amountKobo);
  const text = [
    `Hello ${singleLine(input.firstName)},`,
    '',
    `Your payment of ${amount} (reference ${singleLine(input.reference)}) was reported for a savings plan that is not one of yours, so it did not go into any plan.`,
    `We are refunding the whole ${amount} to your card: it is promised between ${input.dueFrom} and ${input.dueBy} (7 to 14 working days).`,
    '',
    `To pay one of your own plans, use Your Savings Plans: ${input.profileUrl}`,
    '',
    'Questions? Reply to this e-mail or use the contact page.',
    '',
    'Food Savings, Lagos',
  ].join('\n');
  const sms = `Food Savings: your payment of ${smsNaira(input.amountKobo)} was not for one of your plans. It will be refunded to your card by ${input.dueBy}.`;
  return { subject: `Refund started: ${amount} (a payment not for one of your plans)`, text, sms: sms.slice(0, SMS_LIMIT) };
}
