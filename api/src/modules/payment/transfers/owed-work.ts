import type { Duty } from '../../../jobs/owed-work';
import { MAX_ASSIGNMENT_ATTEMPTS, type DedicatedAccountService } from './dedicated-account.service';
import type { TransferService } from './transfer.service';

/**
 * What bank transfers owe after a commit (see jobs/owed-work): a requested account number to ask
 * Paystack for, a transfer's receipt to e-mail, and, for each assigned account every hour, a look
 * at Paystack's transactions for a transfer whose webhook never came.
 */
export function transferDuties(s: { accounts: DedicatedAccountService; transfers: TransferService }): Duty[] {
  const assignments: Duty<'transfers.assign-account'> = {
    name: 'dedicated-accounts',
    owed: { table: 'dedicated_accounts', where: "status = 'requested' AND attempts < :max", params: { max: MAX_ASSIGNMENT_ATTEMPTS }, since: 'next_attempt_at', from: 'when-due' },
    job: { name: 'transfers.assign-account', payload: (accountId) => ({ accountId }), idOf: (d) => d.accountId, jobId: (id) => `assign-account-${id}` },
    batchesPerRun: 1,
    report: { done: 'accountsAssigned', failed: 'accountsStillRequested' },
    perform: (ctx, id) => s.accounts.assign(ctx, id),
  };
  const receipts: Duty<'transfers.send-receipt'> = {
    name: 'transfer-receipts',
    owed: { table: 'bank_transfers', where: 'receipt_sent_at IS NULL', since: 'created_at', from: 'after-grace' },
    job: { name: 'transfers.send-receipt', payload: (transferId) => ({ transferId }), idOf: (d) => d.transferId, jobId: (id) => `transfer-receipt-${id}` },
    report: { done: 'transferReceiptsSent', failed: 'transferReceiptsFailed' },
    perform: (ctx, id) => s.transfers.sendReceipt(ctx, id),
  };
  const checks: Duty = {
    name: 'transfer-checks',
    owed: { table: 'dedicated_accounts', where: "status = 'assigned'", since: 'next_check_at', from: 'when-due' },
    // A call to Paystack per account: at most one batch per sweep.
    batchesPerRun: 1,
    report: { done: 'transfersFound', failed: 'transferChecksFailed' },
    perform: (ctx, id) => s.transfers.checkAccount(ctx, id),
  };
  return [assignments, receipts, checks];
}
