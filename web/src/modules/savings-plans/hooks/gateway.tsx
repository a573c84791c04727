import { createContext, useContext, type ReactNode } from 'react';
import { createGateway, type OpenCheckout } from '../../../lib/payment-gateway';

export interface PaymentGateway {
  openCheckout: OpenCheckout;
  /** Starts downloading what a checkout needs before the customer presses Pay. */
  preload: (useStandIn: boolean) => void;
}

const GatewayContext = createContext<PaymentGateway | null>(null);
let browserGateway: PaymentGateway | null = null;

/** Lets a test (or a page) put another gateway under the payment modals. */
export function PaymentGatewayProvider({ gateway, children }: { gateway: PaymentGateway; children: ReactNode }) {
  return <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>;
}

/** The gateway in context, else the browser's own (lib/payment-gateway.ts). */
export function usePaymentGateway(): PaymentGateway {
  return useContext(GatewayContext) ?? (browserGateway ??= createGateway());
}
