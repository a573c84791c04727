import type { RequestContext } from '../../src/common/context';
import type { SignedUp } from './catalogue';
import { signUpAs } from './catalogue';
import type { TestSystem } from './test-system';

/**
 * Moving a paid pack on as the people who do it would: the admin (schedule, ready for pickup),
 * the rider (out for delivery, the code at the door), with the code the customer sees on their
 * plan. Never by writing the fulfilment's row.
 */
export function packMoves(t: TestSystem, admin: () => RequestContext) {
  const fulfilment = () => t.system.services.fulfilment;
  return {
    /** A new dispatcher (rider). */
    rider: (email: string): Promise<SignedUp> => signUpAs(t, email, 'Dispatcher'),
    /** The fulfilment of a customer's plan, as they see it (with its code). */
    async seenBy(customer: SignedUp, planId: string, at?: Date) {
      const view = await fulfilment().myHandover(t.context(customer.actor, at), planId);
      if (!view) throw new Error(`plan ${planId} has no fulfilment yet`);
      return view;
    },
    /** Scheduled for `day` with `rider`, then out for delivery. */
    async outForDelivery(customer: SignedUp, planId: string, rider: SignedUp, day: string, at?: Date) {
      const { id } = await this.seenBy(customer, planId, at);
      await fulfilment().schedule(admin(), { fulfilmentIds: [id], date: day, riderId: rider.userId });
      await fulfilment().dispatch(t.context(rider.actor, at), id);
      return id;
    },
    /** A pickup handed over at the desk at `at`, on the customer's code. */
    async collected(customer: SignedUp, planId: string, at: Date) {
      const { id, code } = await this.seenBy(customer, planId, at);
      await fulfilment().readyForPickup(admin(), [id]);
      return fulfilment().handOver(t.context(admin().actor, at), id, code!);
    },
  };
}
