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

    // Stored and queued together: if the queue is down (503) nothing is kept, and the sender's
    // retry is the only copy, never a stored message support is never told about.
    const row = await ctx.manager.transaction(async (m) => {
      const saved = await m.save(m.create(ContactMessageRow, { ...fields, userId: ctx.actor?.userId ?? null, ip: ctx.ip?.slice(0, 45) ?? null, createdAt: ctx.now }));
      await this.deps.jobs.enqueue('mail.send', contactEmail(this.deps.supportEmail, { ...fields, id: saved.id, receivedAt: ctx.now }), { jobId: `contact-${saved.id}` });
      return saved;
    });
    ctx.log.info({ contactMessageId: row.id }, 'contact message received');
    return { id: row.id };
  }
}
