import { createHash, randomUUID } from 'node:crypto';
import { Not, type EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { forUpdate } from '../../../common/db';
import type { PaystackAuthorization } from '../../../integrations/paystack/paystack-client';
import { UserRow } from '../../user';
import { PaymentMethodRow } from '../payment.entity';
import type { CardCipher } from './card-cipher';

export interface PaymentMethodView {
  id: string;
  provider: 'paystack';
  type: 'card';
  cardType: string;
  bank: string | null;
  lastFourDigits: string;
  expMonth: string;
  expYear: string;
  isDefault: boolean;
}

/**
 * The customers' saved cards: kept (encrypted) from a card payment whose authorization Paystack
 * says is reusable, shown as the last four digits, used by the automatic debits.
 */
export class CardService {
  constructor(private readonly cipher: CardCipher) {}

  /** Keeps a reusable card as the customer's default (one row per card, by its signature). */
  async save(m: EntityManager, userId: string, auth: PaystackAuthorization, now: Date): Promise<void> {
    // Two plans of one customer paid at once would race for the same card row: take turns per customer.
    await m.findOne(UserRow, { where: { id: userId }, select: { id: true }, lock: forUpdate(m) });
    const signature = (auth.signature ?? `code:${createHash('sha256').update(auth.authorizationCode).digest('hex').slice(0, 32)}`).slice(0, 100);
    const fields = {
      provider: 'paystack' as const,
      authorizationEncrypted: this.cipher.encrypt(auth.authorizationCode, userId),
      cardType: auth.cardType.slice(0, 32) || 'card',
      bank: auth.bank?.slice(0, 100) ?? null,
      last4: auth.last4.slice(-4),
      expMonth: auth.expMonth.slice(0, 2),
      expYear: auth.expYear.slice(0, 4),
      reusable: true,
      defaultForUser: userId,
      updatedAt: now,
    };
    await m.update(PaymentMethodRow, { defaultForUser: userId, signature: Not(signature) }, { defaultForUser: null });
    const existing = await m.findOne(PaymentMethodRow, { where: { userId, signature } });
    if (existing) await m.update(PaymentMethodRow, { id: existing.id }, fields);
    else await m.insert(PaymentMethodRow, { id: randomUUID(), userId, signature, createdAt: now, ...fields });
  }

  async myPaymentMethod(ctx: RequestContext): Promise<PaymentMethodView | null> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(PaymentMethodRow, { where: { userId: actor.userId, defaultForUser: actor.userId, reusable: true } });
    if (!row) return null;
    return {
      id: row.id,
      provider: row.provider,
      type: 'card',
      cardType: row.cardType,
      bank: row.bank,
      lastFourDigits: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
      isDefault: true,
    };
  }

  async hasReusableCard(m: EntityManager, userId: string): Promise<boolean> {
    return m.exists(PaymentMethodRow, { where: { userId, reusable: true } });
  }
}
