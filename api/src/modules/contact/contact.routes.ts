import { Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { parseBody } from '../../rest/validate';
import { CONTACT_SENT_MESSAGE } from './domain/contact-rules';
import { ContactMessageInput } from './contact.types';
import type { ContactService } from './contact.service';

/** POST /api/contact: name, email, subject, message (section 7). */
export function contactRoutes(deps: { contact: ContactService }): Router {
  const r = Router();
  r.post('/contact', async (req, res) => {
    const input = await parseBody(ContactMessageInput, req.body);
    const { id } = await deps.contact.send(req.ctx, input);
    sendOk(res, { id }, CONTACT_SENT_MESSAGE);
  });
  return r;
}
