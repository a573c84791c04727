import { createHash, randomUUID } from 'node:crypto';
import { Not, type EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { forUpdate } from '../../../common/db';
import type { PaystackAuthorization } from '../../../integrations/paystack/paystack-client';
import { AppError } from '../../../common/errors';
import { PlanAccount } from '../../savings-plan';
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

  /** Whether automatic payment has a card to charge: the default one, the only card the debits use. */
  async hasReusableCard(m: EntityManager, userId: string): Promise<boolean> {
    return m.exists(PaymentMethodRow, { where: { userId, reusable: true, defaultForUser: userId } });
  }

  /**
   * Removes one of the customer's own saved cards (another person's card, or one that does not
   * exist, is NOT_FOUND alike: ids are not probed). Their open plans on automatic payment are
   * then charged on nothing, so they fall back to manual payment with reminders and pay links
   * (PlanAccount.fallBackToReminders), in the same transaction. Answers how many plans switched.
   */
  async removeMyPaymentMethod(ctx: RequestContext, id: string): Promise<{ plansSwitched: number }> {
    const actor = requireActor(ctx);
    return ctx.manager.transaction(async (m) => {
      // The same turn-taking as save(): a payment saving a card meanwhile waits, then finds no default.
      await m.findOne(UserRow, { where: { id: actor.userId }, select: { id: true }, lock: forUpdate(m) });
      const removed = await m.delete(PaymentMethodRow, { id, userId: actor.userId });
      if (!removed.affected) throw new AppError('NOT_FOUND', 'This card is not saved on your account');
      const plansSwitched = (await this.hasReusableCard(m, actor.userId)) ? 0 : await PlanAccount.fallBackToReminders(m, actor.userId, ctx.now);
      ctx.log.info({ userId: actor.userId, plansSwitched }, 'saved card removed');
      return { plansSwitched };
    });
  }
}
