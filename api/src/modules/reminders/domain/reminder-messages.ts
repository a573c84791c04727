/**
 * The words of a payment reminder. Pure.
 *
 * The SMS aims at ONE part: at most 160 characters of the GSM 7-bit alphabet. One character
 * outside it (₦, an emoji, "ọ") sends the whole text as UCS-2 in 70-character parts, so amounts
 * are written "N2,000" in SMS, names are reduced to plain letters (Adébáyọ̀ → Adebayo), and a
 * text still too long loses, in turn, the other-unpaid note, the pack's name and the first name.
 * A late-fine warning (domain/late-fines `fineWarning`: from 14 days before a fine applies) is
 * worth more than those three, so it is the last to go: it is kept whenever the bare message
 * with it fits one part, and left out (never a second part) when even that does not fit.
 * The e-mail says the same at more length, with ₦, and always carries the warning.
 *
 * The price-lock certificate (savings-plan/domain/price-lock: the pack costs more today than the
 * plan locked) goes in the e-mail only. Its line, some 68 characters in GSM ("You locked N36,000;
 * this pack costs N39,600 today; you save N3,600."), does not fit one part beside a usual reminder
 * (about 115 with the name, the pack and the link) and never beside a fine warning: in the SMS it
 * would push out the name and the pack, or take a second part.
 */
import { formatKobo, KOBO_PER_NAIRA } from '../../../common/money';
import { singleLine } from '../../../common/text';
import type { LocalDate } from '../../../common/time';
import type { FineWarning } from '../../savings-plan/domain/late-fines';
import { priceLockLine, type PriceLock } from '../../savings-plan/domain/price-lock';
import type { DueReminder, ReminderKind } from './reminder-rules';
import { gsmLength, isOneSmsPart } from '../../../integrations/sms/sms-parts';

/** A name people typed, as plain GSM letters: accents dropped, anything else outside the alphabet removed. */
export function gsmPlain(text: string): string {
  const flat = singleLine(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return [...flat]
    .filter((ch) => gsmLength(ch) === 1)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "N2,000" (SMS: ₦ is not in the GSM alphabet); kobo shown only when there are some. */
export function smsNaira(kobo: number): string {
  const naira = kobo / KOBO_PER_NAIRA;
  return `N${naira.toLocaleString('en-NG', { minimumFractionDigits: Number.isInteger(naira) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "5 Mar" */
export function shortDate(date: LocalDate): string {
  const [, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}`;
}

/** "5 March 2026" */
export function longDate(date: LocalDate): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS_LONG[m - 1]} ${y}`;
}

function when(kind: ReminderKind, date: string): string {
  switch (kind) {
    case 'due-tomorrow':
      return `is due tomorrow, ${date}`;
    case 'due-today':
      return `is due today, ${date}`;
    case 'overdue-1':
      return `was due ${date} and is overdue`;
    case 'overdue-3':
      return `was due ${date} and is 3 days overdue`;
  }
}

export interface ReminderWords {
  firstName: string;
  packName: string;
  payUrl: string;
  reminder: Pick<DueReminder, 'kind' | 'dueDate' | 'amountKobo' | 'othersUnpaid'>;
  /** A late fine within 14 days, or null/absent. */
  fineWarning?: Pick<FineWarning, 'fineDate' | 'payBy' | 'fineKobo' | 'amountToAvoidKobo'> | null;
  /** The plan's price-lock certificate when its pack costs more today, or null/absent: e-mail only. */
  priceLock?: PriceLock | null;
  /** The customer's own account number (issue 27), the one bank account to pay into; absent when they have none. */
  bankAccount?: { bankName: string; accountNumber: string; accountName: string } | null;
}

/** The SMS: one part whenever the link leaves room for it. */
export function reminderSms({ firstName, packName, payUrl, reminder: r, fineWarning: w }: ReminderWords): string {
  const name = gsmPlain(firstName);
  const pack = gsmPlain(packName);
  const others = r.othersUnpaid.count ? ` (+${smsNaira(r.othersUnpaid.amountKobo)} more unpaid)` : '';
  const fine = w ? ` Avoid a ${smsNaira(w.fineKobo)} late fine: pay ${smsNaira(w.amountToAvoidKobo)} by ${shortDate(w.payBy)}.` : '';
  const compose = (o: { name: boolean; pack: boolean; others: boolean; fine: boolean }) =>
    `${o.name && name ? `Hi ${name}, y` : 'Y'}our ${o.pack && pack ? `${pack} ` : ''}payment of ${smsNaira(r.amountKobo)} ${when(r.kind, shortDate(r.dueDate))}${o.others ? others : ''}.${o.fine ? fine : ''} Pay: ${payUrl}`;
  // Most detail first; the fine note outlives the other-unpaid note, the pack and the name (without a warning, `fine` changes nothing).
  const tries = [
    { name: true, pack: true, others: true, fine: true },
    { name: true, pack: true, others: false, fine: true },
    { name: true, pack: false, others: false, fine: true },
    { name: false, pack: false, others: false, fine: true },
    { name: false, pack: false, others: false, fine: false },
  ];
  for (const t of tries) {
    const text = compose(t);
    if (isOneSmsPart(text)) return text;
  }
  return compose(tries[tries.length - 1]);
}

export function reminderEmail({ firstName, packName, payUrl, reminder: r, fineWarning: w, priceLock, bankAccount: bank }: ReminderWords, to: string): { to: string; subject: string; text: string } {
  const pack = singleLine(packName);
  const amount = formatKobo(r.amountKobo);
  const subject =
    r.kind === 'due-tomorrow' ? `Due tomorrow: ${amount} for your ${pack}` : r.kind === 'due-today' ? `Due today: ${amount} for your ${pack}` : `Overdue: ${amount} for your ${pack}`;
  const lines = [
    `Hello ${singleLine(firstName)},`,
    '',
    `Your ${pack} savings payment of ${amount} ${when(r.kind, longDate(r.dueDate))}.`,
  ];
  if (r.othersUnpaid.count) {
    lines.push(`You also have ${r.othersUnpaid.count} earlier unpaid payment${r.othersUnpaid.count === 1 ? '' : 's'} (${formatKobo(r.othersUnpaid.amountKobo)} in all).`);
  }
  if (w) {
    lines.push(`A ${formatKobo(w.fineKobo)} late fine applies on ${longDate(w.fineDate)}. Pay ${formatKobo(w.amountToAvoidKobo)} (the rest of your plan) by ${longDate(w.payBy)} to avoid it.`);
  }
  if (priceLock) lines.push(priceLockLine(priceLock, formatKobo));
  lines.push(
    '',
    `Pay now, without signing in: ${payUrl}`,
    'The link pays this one payment only and works for 7 days or until it is paid.',
    ...(bank
      ? [
          '',
          `Or pay by bank transfer into your own account number: ${singleLine(bank.bankName)} ${singleLine(bank.accountNumber)} (${singleLine(bank.accountName)}).`,
          'It pays your oldest payment due first; anything more is kept as credit for your next ones.',
        ]
      : []),
    '',
    'To stop these reminders, turn them off on your profile.',
    bank ? `Pay only through the app or into ${singleLine(bank.accountNumber)}, the account shown in the app. Never pay into any other bank account.` : 'Payments are made only through the app. Never pay into any other bank account.',
    '',
    'Food Savings, Lagos',
  );
  return { to, subject, text: lines.join('\n') };
}
