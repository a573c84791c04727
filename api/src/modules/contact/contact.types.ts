import { Field, InputType } from 'type-graphql';
import { IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from './domain/contact-rules';

/** Shape only: the required fields and the e-mail check are the domain's, so GraphQL and POST /api/contact refuse alike. */
@InputType()
export class ContactMessageInput {
  @Field()
  @MaxLength(CONTACT_LIMITS.name, { message: `Name must be at most ${CONTACT_LIMITS.name} characters` })
  @IsString({ message: 'Name is required' })
  name!: string;

  @Field()
  @MaxLength(CONTACT_LIMITS.email, { message: 'Enter a valid email address' })
  @IsString({ message: 'Email is required' })
  email!: string;

  @Field()
  @MaxLength(CONTACT_LIMITS.subject, { message: `Subject must be at most ${CONTACT_LIMITS.subject} characters` })
  @IsString({ message: 'Subject is required' })
  subject!: string;

  @Field()
  @MaxLength(CONTACT_LIMITS.message, { message: `Message must be at most ${CONTACT_LIMITS.message} characters` })
  @IsString({ message: 'Message is required' })
  message!: string;
}
