import { adminReason } from '@api/modules/audit/domain/admin-reason';

/** A required note or reason, checked by the server's own rule (audit/domain/admin-reason.ts); null when it is acceptable. */
export function textProblem(text: string, what: 'Note' | 'Reason'): string | null {
  if (!text.trim()) return `${what} is required`;
  const checked = adminReason(text, what);
  return checked.ok ? null : checked.message;
}

/** The reason an admin gives for cancelling a plan, waiving a fine, reverting a payment or refunding. */
export function reasonProblem(text: string): string | null {
  return textProblem(text, 'Reason');
}
