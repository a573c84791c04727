import { singleLine } from '../../common/text';
import type { MailMessage } from '../../integrations/mail/mailer';

/** Plain text only; the name is flattened to one line (names stored before the rules refused line breaks). */
export function passwordResetEmail(user: { firstName: string; email: string }, link: string, code?: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Food Savings password',
    text: [
      `Hello ${singleLine(user.firstName)},`,
      '',
      'We received a request to reset the password of your Food Savings account.',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      ...(code ? ['Or, in the Food Savings app, enter this code within the hour:', '', `    ${code}`, ''] : []),
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      '',
      'Food Savings, Lagos',
    ].join('\n'),
  };
}

/** A new account made for the person: a link to choose their own password (72 hours). */
export function accountSetupEmail(user: { firstName: string; email: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Welcome to Food Savings: set your password',
    text: [
      `Hello ${singleLine(user.firstName)},`,
      '',
      'A Food Savings account has been created for you with this e-mail address.',
      'Open this link within 72 hours to choose your password and sign in:',
      '',
      link,
      '',
      "If the link has expired, use 'Forgot password' on the sign-in page.",
      '',
      'Food Savings, Lagos',
    ].join('\n'),
  };
}
