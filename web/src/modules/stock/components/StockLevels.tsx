import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useId, useRef, useState } from 'react';
import type { PackStockFieldsFragment } from '../../../gql/admin/graphql';
import { AdminDialog, ListFailed, ListNote } from '../../ui/admin-list';
import { StockLevelsQuery } from '../graphql/operations';
import { availabilityLabel } from '../utils/stock';
import { AdjustStockForm, RecordReceivedForm } from './StockForms';
import { StockHistory } from './StockHistory';

type Pack = PackStockFieldsFragment;
type Dialog = { kind: 'receive' | 'adjust' | 'history'; pack: Pack } | null;

const TITLES = { receive: 'Record stock received', adjust: 'Adjust stock', history: 'Stock movements' } as const;

/** Available as words (never colour alone), marked when nothing is left for the next plan. */
function Availability({ available }: { available: number }) {
  const tone = available < 0 ? 'short' : available === 0 ? 'none' : 'ok';
  return <span className={`fs-stock-available fs-stock-available--${tone}`}>{availabilityLabel(available)}</span>;
}

/**
 * Each pack in the catalogue with its stock on hand, reserved for plans paid in full and not yet
 * handed over, and available (negative when more is owed than is in the store: a payment is never
 * refused for want of stock, the shortfall is shown here and in the deliveries queue). From a
 * pack: record stock received, adjust it with a reason, or read its movements.
 */
export function StockLevels() {
  const ids = useId();
  const { data, error, refetch, loading } = useQuery(StockLevelsQuery, { fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const packs = data?.stockLevels;

  const open = (kind: NonNullable<Dialog>['kind'], pack: Pack) => (e: { currentTarget: HTMLElement }) => {
    opener.current = e.currentTarget;
    setDialog({ kind, pack });
  };
  const close = () => setDialog(null);
  const saved = () => {
    close();
    void refetch().catch(() => undefined);
  };

  let body;
  if (error && !packs) body = <ListFailed message="Failed to fetch the stock levels. Please try again." onRetry={refetch} />;
  else if (!packs) body = <ListNote>Loading...</ListNote>;
  else if (packs.length === 0) body = <ListNote>No food packs yet: create a pack in Food Packs first.</ListNote>;
  else
    body = (
      <ul className="fs-stock-packs" aria-label="Stock by pack" aria-busy={loading || undefined}>
        {packs.map((p) => (
          <li key={p.foodPackId} className={`fs-stock-pack${p.available <= 0 ? ' fs-stock-pack--low' : ''}`}>
            <h4 className="fs-stock-pack__name">{p.name}</h4>
            <dl className="fs-stock-figures">
              <div>
                <dt>On hand</dt>
                <dd>{p.onHand}</dd>
              </div>
              <div>
                <dt>Reserved</dt>
                <dd>{p.reserved}</dd>
              </div>
              <div>
                <dt>Available</dt>
                <dd>
                  {p.available} <Availability available={p.available} />
                </dd>
              </div>
            </dl>
            <div className="fs-stock-pack__actions">
              <Button type="primary" onClick={open('receive', p)} aria-label={`Record stock received for ${p.name}`}>
                Record received
              </Button>
              <Button onClick={open('adjust', p)} aria-label={`Adjust stock of ${p.name}`}>
                Adjust
              </Button>
              <Button type="link" onClick={open('history', p)} aria-label={`Stock movements of ${p.name}`}>
                Movements
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`${ids}-heading`} className="fs-stock-levels">
      <h3 id={`${ids}-heading`}>Stock levels</h3>
      <p className="fs-stock-intro">
        On hand is what is in the store; reserved, what plans paid in full are owed and not yet handed over; available, the difference. A plan completing reserves a pack, a cancelled
        fulfilment releases it, a handover takes it out of stock.
      </p>
      {body}
      <AdminDialog
        open={dialog !== null}
        title={dialog ? `${TITLES[dialog.kind]}: ${dialog.pack.name}` : ''}
        busy={busy}
        onClose={close}
        width={dialog?.kind === 'history' ? 720 : undefined}
        focusFirst="input, select"
        afterClose={() => opener.current?.focus()}
      >
        {dialog?.kind === 'receive' && <RecordReceivedForm pack={dialog.pack} onDone={saved} onBusy={setBusy} />}
        {dialog?.kind === 'adjust' && <AdjustStockForm pack={dialog.pack} onDone={saved} onBusy={setBusy} />}
        {dialog?.kind === 'history' && <StockHistory foodPackId={dialog.pack.foodPackId} packName={dialog.pack.name} />}
      </AdminDialog>
    </section>
  );
}
