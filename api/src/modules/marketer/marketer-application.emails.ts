import { singleLine } from '../../common/text';
import type { MailMessage } from '../../integrations/mail/mailer';

/** The applicant's answer: the portal and their link, or the reason they were declined. */
export function applicationDecisionEmail(user: { firstName: string; email: string }, decision: { approved: true; portalUrl: string; referralLink: string } | { approved: false; reason: string }): MailMessage {
  const body = decision.approved
    ? [
        'Your application to become a Food Savings marketer has been approved.',
        '',
        'Share your referral link: everyone who signs up through it is linked to you, and you earn commission on every instalment they pay.',
        decision.referralLink,
        '',
        `Your marketer portal: ${decision.portalUrl}`,
      ]
    : ['Your application to become a Food Savings marketer was not approved this time.', '', `Reason: ${singleLine(decision.reason)}`, '', 'You may apply again from your profile.'];
  return {
    to: user.email,
    subject: decision.approved ? 'You are now a Food Savings marketer' : 'Your Food Savings marketer application',
    text: [`Hello ${singleLine(user.firstName)},`, '', ...body, '', 'Food Savings, Lagos'].join('\n'),
  };
}
