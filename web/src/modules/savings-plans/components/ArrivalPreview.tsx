import { useQuery } from '@apollo/client/react';
import { formatDate } from '../../ui/format';
import { ArrivalIfPaidQuery } from '../graphql/arrival-operations';

export interface ArrivalPreviewProps {
  planId: string;
  /** What this payment pays (the next instalment, or all overdue); nothing is asked for 0. */
  amountKobo: number;
  /** The plan's date as the card shows it, until the preview's own has come. */
  arrivesAround: string | null;
}

/**
 * The Make Payment modal's "before and after" (issue 25): when the pack arrives now, and whether
 * paying this amount today pulls the date forward. Two lines whose space is held while the second
 * is worked out, so nothing below moves.
 */
export function ArrivalPreview({ planId, amountKobo, arrivesAround }: ArrivalPreviewProps) {
  const { data, loading, error, refetch } = useQuery(ArrivalIfPaidQuery, { variables: { planId, amountKobo }, fetchPolicy: 'network-only', skip: amountKobo <= 0 });
  const result = loading ? undefined : data?.arrivalIfPaid;
  const preview = result?.__typename === 'ArrivalPreview' ? result : null;
  const before = preview?.before.arrivesAround ?? arrivesAround;
  if (!before) return null;
  const after = preview?.after.arrivesAround;

  let afterLine = null;
  if (loading) afterLine = <span className="fs-arrival-preview__pending">Working out the date if you pay now…</span>;
  else if (error)
    afterLine = (
      <span className="fs-arrival-preview__pending">
        The date if you pay now could not be worked out.{' '}
        <button type="button" className="fs-link-button" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </span>
    );
  else if (after) afterLine = after < before ? <strong>Pay now and it arrives around {formatDate(after)}</strong> : <>Pay now and it still arrives around {formatDate(after)}</>;

  return (
    <div className="fs-arrival-preview" role="status" aria-live="polite" aria-busy={loading || undefined}>
      <p>Your pack arrives around {formatDate(before)}</p>
      {amountKobo > 0 && <p>{afterLine}</p>}
    </div>
  );
}
