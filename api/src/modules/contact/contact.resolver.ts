import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import { Ack, AckResult } from '../../graphql/ack';
import { CONTACT_SENT_MESSAGE } from './domain/contact-rules';
import { ContactMessageInput } from './contact.types';
import type { ContactService } from './contact.service';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation(() => AckResult, { description: 'The public contact form: no sign-in needed; at most 5 messages an hour per address.' })
  sendContactMessage(@Arg('input') input: ContactMessageInput, @Ctx() ctx: GraphQLContext): Promise<Ack | ErrorResult> {
    return asResult(async () => {
      await this.contact.send(ctx, input);
      return { ok: true, message: CONTACT_SENT_MESSAGE };
    });
  }
}
