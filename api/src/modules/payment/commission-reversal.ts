import type { EntityManager } from 'typeorm';

/**
 * Takes back what a payment earned its customer's marketer, in the caller's transaction, when the
 * payment is reverted or refunded: the reversing line (a negative amount), or null when the payment
 * earned nothing. The commission feature implements it; services.ts hands it to the payment
 * services, which must not import the feature built on their payments.
 */
export type ReverseCommission = (m: EntityManager, args: { paymentId: string; reason: string; now: Date }) => Promise<{ amountKobo: number } | null>;
