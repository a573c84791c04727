import { AppError, validationError } from '../../common/errors';
import type { RequestContext } from '../../common/context';
import type { JobQueue } from '../../jobs/queue';
import { contactProblems, contactRefusal, normalizeContact, retryMessage, type ContactFields } from './domain/contact-rules';
import { ContactMessageRow } from './contact-message.entity';
import { contactEmail } from './contact.emails';
import type { ContactThrottle } from './contact-throttle';

/** The public contact form: checked, rate-limited, stored, then e-mailed to support through the job queue. */
export class ContactService {
  constructor(private readonly deps: { jobs: JobQueue; throttle: ContactThrottle; supportEmail: string }) {}

  async send(ctx: RequestContext, input: ContactFields): Promise<{ id: string }> {
    const fields = normalizeContact(input);
    const problems = contactProblems(fields);
    if (problems.length) throw validationError(contactRefusal(problems), problems);
    const wait = await this.deps.throttle.take(fields.email, ctx.ip);
    if (wait > 0) throw new AppError('RATE_LIMITED', retryMessage(wait));

    const row = ctx.manager.create(ContactMessageRow, { ...fields, userId: ctx.actor?.userId ?? null, ip: ctx.ip?.slice(0, 45) ?? null, createdAt: ctx.now });
    await ctx.manager.save(row);
    await this.deps.jobs.enqueue('mail.send', contactEmail(this.deps.supportEmail, { ...fields, id: row.id, receivedAt: ctx.now }), { jobId: `contact-${row.id}` });
    ctx.log.info({ contactMessageId: row.id }, 'contact message received');
    return { id: row.id };
  }
}
