import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageOf } from '../../graphql/page';

@ObjectType({ description: 'One admin change: who, what, to which record, before and after (JSON text of the changed fields), when.' })
export class AuditEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  actorId!: string;

  @Field(() => String, { nullable: true, description: "The admin's name (null once their account is gone)." })
  actorName!: string | null;

  @Field({ description: 'e.g. user.status-changed; see auditActions.' })
  action!: string;

  @Field()
  targetType!: string;

  @Field(() => String, { nullable: true })
  targetId!: string | null;

  @Field(() => String, { nullable: true, description: 'JSON of the changed fields before the change; null for a creation.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'JSON of the changed fields after the change.' })
  after!: string | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field()
  createdAt!: Date;
}

@ObjectType()
export class AuditEntryPage extends PageOf(AuditEntry) {}

@InputType()
export class AdminActivityFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  actorId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'First Lagos day, YYYY-MM-DD.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last Lagos day, YYYY-MM-DD (inclusive).' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  to?: string | null;
}
