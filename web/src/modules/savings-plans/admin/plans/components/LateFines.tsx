import { Button } from 'antd';
import { useId, useRef, useState } from 'react';
import type { AdminLateFineFieldsFragment, SavingsPlanStatus } from '../../../../../gql/admin/graphql';
import { formatDate, formatNaira } from '../../../../ui/format';
import { canWaiveFines, fineName, fineStateText } from '../utils/plans';
import { StatusTag } from './StatusTag';
import { WaiveFineDialog, type WaivedFine } from './WaiveFineDialog';

export interface LateFinesProps {
  fines: AdminLateFineFieldsFragment[];
  planStatus: SavingsPlanStatus;
  customerName: string;
}

/**
 * The schedule's late fines (the 4-month rule): month, the day it applied, amount, and whether it
 * is owed or who waived it, when and why; Waive on each fine an open plan still owes. Once one is
 * waived, a status line says so and focus comes back here (its Waive button is gone).
 */
export function LateFines({ fines, planStatus, customerName }: LateFinesProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [waiving, setWaiving] = useState<AdminLateFineFieldsFragment | null>(null);
  const [waived, setWaived] = useState<WaivedFine | null>(null);
  // Set when the dialog closes on a waiver, not on Cancel (which returns focus to its Waive button).
  const justWaived = useRef(false);
  const waivable = canWaiveFines(planStatus);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="fs-sp-subheading">
        Late fines
      </h3>
      <div role="status">
        {waived && (
          <p className="fs-sp-notice">
            Waived: the {fineName(waived)} is no longer owed.
            {waived.refundKobo > 0 && ` ${formatNaira(waived.refundKobo)} was paid beyond the plan's new total: pay it back to the customer.`}
          </p>
        )}
      </div>
      {fines.length === 0 ? (
        <p>No late fines.</p>
      ) : (
        <ul className="fs-sp-payments" aria-labelledby={headingId}>
          {fines.map((fine) => (
            <li key={fine.id} className={fine.waived ? 'fs-sp-fines__waived' : undefined}>
              <div className="fs-sp-payments__head">
                <span>
                  Month {fine.monthIndex} · applied {formatDate(fine.fineDate)}
                </span>
                <strong className="fs-sp-payments__amount">{formatNaira(fine.amountKobo)}</strong>
              </div>
              {fine.waived ? (
                <p className="fs-sp-payments__meta">{fineStateText(fine, planStatus)}</p>
              ) : (
                <div className="fs-sp-fines__owed">
                  <StatusTag tone={planStatus === 'Completed' ? 'ok' : 'bad'}>{fineStateText(fine, planStatus)}</StatusTag>
                  {waivable && (
                    <Button size="small" aria-label={`Waive ${fineName(fine)}`} onClick={() => setWaiving(fine)}>
                      Waive
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <WaiveFineDialog
        fine={waiving}
        customerName={customerName}
        onClose={() => setWaiving(null)}
        onWaived={(fine) => {
          justWaived.current = true;
          setWaived(fine);
        }}
        afterClose={() => {
          if (justWaived.current) heading.current?.focus();
          justWaived.current = false;
        }}
      />
    </section>
  );
}
