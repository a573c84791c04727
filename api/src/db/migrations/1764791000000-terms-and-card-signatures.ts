import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue 26 (honest referrals, age and terms).
 *
 * - `users.terms_version` and `users.terms_accepted_at`: the Terms a person accepted at sign-up
 *   (after confirming they are 18 or older), and when. NULL for accounts made before, by a
 *   marketer or an admin, or through the original clients' register path: nobody accepted
 *   anything the server can show.
 * - `payments.card_signature`: Paystack's authorization signature of the card that paid (the
 *   same card gives the same signature), so that a referral paid with the marketer's own card
 *   earns nothing. Filled for the payments already recorded from the verify answer they keep.
 */
export class TermsAndCardSignatures1764791000000 implements MigrationInterface {
  name = 'TermsAndCardSignatures1764791000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('users', [
      new TableColumn({ name: 'terms_version', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'terms_accepted_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await q.addColumn('payments', new TableColumn({ name: 'card_signature', type: 'varchar', length: '100', isNullable: true }));
    await backfillCardSignatures(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('payments', 'card_signature');
    await q.dropColumn('users', 'terms_accepted_at');
    await q.dropColumn('users', 'terms_version');
  }
}

/** Reads each card payment's stored verify answer in batches (by id) and keeps its signature. */
async function backfillCardSignatures(q: QueryRunner): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await q.query("SELECT id, provider_response FROM payments WHERE provider = 'paystack' AND id > ? ORDER BY id LIMIT 500", [after])) as { id: string; provider_response: string }[];
    if (!rows.length) return;
    for (const row of rows) {
      const signature = cardSignatureIn(row.provider_response);
      if (signature) await q.query('UPDATE payments SET card_signature = ? WHERE id = ?', [signature, row.id]);
    }
    after = rows[rows.length - 1].id;
  }
}

function cardSignatureIn(providerResponse: string): string | null {
  try {
    const signature = (JSON.parse(providerResponse) as { authorization?: { signature?: unknown } } | null)?.authorization?.signature;
    return typeof signature === 'string' && signature.trim() ? signature.trim().slice(0, 100) : null;
  } catch {
    return null;
  }
}
