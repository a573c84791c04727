/**
 * What the customer is told, by SMS and e-mail, when their pack moves on. Pure. A move that needs
 * no word (a rider assigned, an address the customer changed) has no notice. The handover code is
 * in the first notice and in the ones that ask for it (out for delivery, ready for pickup); the
 * rider's run sheet never carries it.
 */
import type { FulfilmentRecordMove } from '../../savings-plan/domain/fulfilment-moves';
import { formatPhone } from '../../../common/phone-format';

export interface NoticeFacts {
  move: FulfilmentRecordMove;
  method: 'delivery' | 'pickup';
  firstName: string;
  packName: string;
  promisedDate: string;
  scheduledFor: string | null;
  /** "12 Allen Avenue (near Mr Biggs), Ikeja, Lagos". */
  address: string | null;
  riderFirstName: string | null;
  riderPhone: string | null;
  note: string | null;
  /** "28 Nov 2026, 14:05" in Lagos. */
  at: string;
  code: string | null;
  office: { address: string; hours: string; phoneNumber: string };
  supportEmail: string;
}

export interface Notice {
  subject: string;
  sms: string;
  /** The e-mail's text: the SMS's words with a greeting and what to do next. */
  text: string;
}

const codeLine = (f: NoticeFacts) => (f.code ? ` Your handover code is ${f.code}: give it only when the pack is in your hands.` : '');
const officeLine = (f: NoticeFacts) => `${f.office.address} (${f.office.hours}; ${formatPhone(f.office.phoneNumber)})`;

/** The notice for a move, or null when the customer need not be told. */
export function fulfilmentNotice(f: NoticeFacts): Notice | null {
  const words = noticeWords(f);
  if (!words) return null;
  const sms = `Food Savings: ${words.sms}`;
  return {
    subject: words.subject,
    sms,
    text: [`Hello ${f.firstName},`, '', words.sms, ...(words.more ? ['', words.more] : []), '', `Questions? Reply to ${f.supportEmail} or call ${formatPhone(f.office.phoneNumber)}.`, '', 'Food Savings'].join('\n'),
  };
}

function noticeWords(f: NoticeFacts): { subject: string; sms: string; more?: string } | null {
  switch (f.move) {
    case 'open':
      return f.method === 'delivery'
        ? { subject: `Your ${f.packName} is paid: delivery by ${f.promisedDate}`, sms: `your ${f.packName} is fully paid. We deliver it to ${f.address} by ${f.promisedDate}.${codeLine(f)}`, more: 'Until it leaves our office you can change the address, or switch to pickup, on your profile.' }
        : { subject: `Your ${f.packName} is paid: pickup by ${f.promisedDate}`, sms: `your ${f.packName} is fully paid. We tell you when it is ready to collect at ${officeLine(f)}, by ${f.promisedDate}.${codeLine(f)}` };
    case 'schedule':
      return { subject: `Delivery of your ${f.packName} on ${f.scheduledFor}`, sms: `your ${f.packName} will be delivered on ${f.scheduledFor} to ${f.address}.`, more: 'Until it leaves our office you can change the address, or switch to pickup, on your profile.' };
    case 'dispatch':
      return { subject: `Your ${f.packName} is on its way`, sms: `your ${f.packName} is on its way with ${f.riderFirstName} (${formatPhone(f.riderPhone)}).${codeLine(f)}` };
    case 'failAttempt':
      return {
        subject: `We could not deliver your ${f.packName}`,
        sms: `we could not deliver your ${f.packName}: ${f.note}. We will book a new day; call ${formatPhone(f.office.phoneNumber)} to choose one, or switch to pickup on your profile.`,
      };
    case 'readyForPickup':
      return { subject: `Your ${f.packName} is ready to collect`, sms: `your ${f.packName} is ready to collect at ${officeLine(f)}.${codeLine(f)}` };
    case 'switchToPickup':
      return { subject: `Your ${f.packName} will be collected`, sms: `you chose to collect your ${f.packName}. We tell you when it is ready at ${officeLine(f)}.` };
    case 'deliver':
    case 'collect':
      return {
        subject: `Your ${f.packName} was handed over`,
        sms: `your ${f.packName} was handed over on ${f.at}. Something wrong? Ask for a refund within 48 hours: ${f.supportEmail}.`,
      };
    case 'cancel':
      return { subject: `The delivery of your ${f.packName} is cancelled`, sms: `the delivery of your ${f.packName} is cancelled: ${f.note ?? 'see your profile'}.` };
    default:
      return null;
  }
}
