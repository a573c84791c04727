/** The public contact form (specification section 5): all four fields required, a real e-mail address. Pure. */
import { controlCharactersMessage, hasControlCharacters, multilineControlCharactersMessage } from '../../../common/text';
import { isEmailAddress, normalizeEmail } from '../../user/domain/profile-rules';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactProblem {
  field: keyof ContactFields;
  message: string;
}

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;
export const CONTACT_SENT_MESSAGE = "Thank you for reaching out! We'll get back to you soon.";
const REQUIRED_MESSAGE = 'Please fill in all required fields';

/**
 * Name and subject are one line (they go into an e-mail's header and first lines): spaces are
 * tidied here, and a line break or other control character left inside is refused, not folded.
 */
function oneLine(s: string): string {
  return s.trim().replace(/\p{Zs}+/gu, ' ');
}

export function normalizeContact(f: ContactFields): ContactFields {
  return {
    name: oneLine(f.name ?? ''),
    email: normalizeEmail(f.email ?? ''),
    subject: oneLine(f.subject ?? ''),
    message: (f.message ?? '').replace(/\r\n?/g, '\n').trim(),
  };
}

export function contactProblems(f: ContactFields): ContactProblem[] {
  const problems: ContactProblem[] = [];
  const labels = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!f[field]) problems.push({ field, message: `${labels[field]} is required` });
    else if (f[field].length > CONTACT_LIMITS[field]) problems.push({ field, message: `${labels[field]} must be at most ${CONTACT_LIMITS[field]} characters` });
    else if (field === 'email' && (!isEmailAddress(f.email) || hasControlCharacters(f.email))) problems.push({ field, message: 'Enter a valid email address' });
    // The message may keep its line breaks and tabs; name and subject are one line.
    else if (field === 'message' && hasControlCharacters(f.message, { multiline: true })) problems.push({ field, message: multilineControlCharactersMessage(labels[field]) });
    else if ((field === 'name' || field === 'subject') && hasControlCharacters(f[field])) problems.push({ field, message: controlCharactersMessage(labels[field]) });
  }
  return problems;
}

/** The refusal's headline: the specification's wording when something is missing, else the problems themselves. */
export function contactRefusal(problems: ContactProblem[]): string {
  return problems.some((p) => p.message.endsWith('is required')) ? REQUIRED_MESSAGE : problems.map((p) => p.message).join('. ');
}

export function retryMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
