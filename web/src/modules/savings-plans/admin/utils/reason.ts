/** What the server accepts for an admin's reason or note (audit/reason.ts): 3 to 300 characters once trimmed. */
const TEXT_MIN = 3;
const TEXT_MAX = 300;

/** A required note or reason, checked as the server does; null when it is acceptable. */
export function textProblem(text: string, what: 'Note' | 'Reason'): string | null {
  const length = text.trim().length;
  if (length === 0) return `${what} is required`;
  if (length < TEXT_MIN || length > TEXT_MAX) return `${what} must be ${TEXT_MIN} to ${TEXT_MAX} characters`;
  return null;
}

/** The reason an admin gives for cancelling a plan, waiving a fine, reverting a payment or refunding. */
export function reasonProblem(text: string): string | null {
  return textProblem(text, 'Reason');
}
