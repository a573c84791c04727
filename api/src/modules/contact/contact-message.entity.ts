import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message from the public contact form, kept whether or not the e-mail to support went out. */
@Entity('contact_messages')
export class ContactMessageRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The signed-in sender, if any. */
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Index('ix_contact_messages_created')
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
