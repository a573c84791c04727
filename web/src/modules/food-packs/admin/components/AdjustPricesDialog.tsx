import { CONFIRM_BEYOND_PERCENT, MAX_ADJUST_PERCENT, MIN_ADJUST_PERCENT, needsTypedConfirmation } from '@api/modules/food-pack/domain/pricing';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { PreviewFoodPackPriceAdjustmentQuery } from '../../../../gql/admin/graphql';
import { badUserInputFields, errorMessage } from '../../../../lib/graphql-errors';
import { AdminDialog } from '../../../ui/admin-list';
import { formatNaira } from '../../../ui/format';
import { useToast } from '../../../ui/toast';
import { AdjustFoodPackPricesMutation, PreviewFoodPackPriceAdjustmentQuery as PreviewQuery } from '../graphql/operations';
import { useForgetPackLists } from '../utils/catalogue-cache';
import { percentageProblem, signedPercent } from '../utils/pack-form';

type Change = PreviewFoodPackPriceAdjustmentQuery['previewFoodPackPriceAdjustment'][number];

const FAILURE = 'Failed to adjust prices. Please try again.';
const PREVIEW_FAILURE = 'Failed to work out the new prices. Please try again.';

/**
 * 'Adjust Prices' (spec section 2, issue 11): a percentage (default 0), then every pack's old and
 * new prices as the server works them out (the same rule the adjustment applies), then the
 * admin confirms. Changing the percentage discards the preview, so what is confirmed is what was seen.
 * Beyond ±20 % (issue 26) the admin also types the percentage again; the server checks it too.
 */
export function AdjustPricesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Not dismissed while the adjustment runs.
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={open} title="Adjust Prices" busy={busy} onClose={onClose} width={720}>
      {open && <AdjustPrices onClose={onClose} onBusy={setBusy} />}
    </AdminDialog>
  );
}

function AdjustPrices({ onClose, onBusy }: { onClose: () => void; onBusy: (busy: boolean) => void }) {
  const ids = useId();
  const toast = useToast();
  const client = useApolloClient();
  const [typed, setTyped] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<{ percentage: number; changes: Change[] } | null>(null);
  // The percentage typed a second time, asked for only beyond ±20 %.
  const [retyped, setRetyped] = useState('');
  const [retypeProblem, setRetypeProblem] = useState<string | null>(null);
  const forgetPackLists = useForgetPackLists();
  // The lists are read again rather than every pack sent back: a catalogue of thousands would
  // come whole, and a list sorted or filtered by price may now hold other packs.
  const [adjust, { loading: applying }] = useMutation(AdjustFoodPackPricesMutation, {
    update: (cache, { data }) => data?.adjustFoodPackPrices.__typename === 'AdjustedFoodPackPrices' && forgetPackLists(cache),
  });
  const inputId = `${ids}-percentage`;
  useEffect(() => onBusy(applying), [applying, onBusy]);
  const errorId = `${ids}-error`;

  const showPreview = async () => {
    const invalid = percentageProblem(typed);
    setProblem(invalid);
    if (invalid) return;
    const percentage = Number(typed.trim());
    setPreviewing(true);
    try {
      const { data } = await client.query({ query: PreviewQuery, variables: { percentage }, fetchPolicy: 'network-only' });
      setPreview({ percentage, changes: data?.previewFoodPackPriceAdjustment ?? [] });
    } catch (error) {
      // A refused percentage (outside -50 % to +100 %, a price out of bounds) names the field.
      const refused = badUserInputFields(error).find((f) => f.field === 'percentage');
      setProblem(refused ? refused.message : (errorMessage(error) ?? PREVIEW_FAILURE));
    } finally {
      setPreviewing(false);
    }
  };

  const mustRetype = !!preview && needsTypedConfirmation(preview.percentage);
  const retypedMatches = retyped.trim() !== '' && Number(retyped.trim()) === preview?.percentage;

  const apply = async () => {
    if (!preview) return;
    if (mustRetype && !retypedMatches) {
      setRetypeProblem(`Type ${preview.percentage} again to confirm this change`);
      return;
    }
    try {
      const variables = { percentage: preview.percentage, ...(mustRetype ? { confirmPercentage: Number(retyped.trim()) } : {}) };
      const result = (await adjust({ variables })).data?.adjustFoodPackPrices;
      if (result?.__typename === 'AdjustedFoodPackPrices') {
        const n = result.changedCount;
        toast.success('Prices adjusted', `Prices changed by ${signedPercent(result.percentage)} on ${n} pack${n === 1 ? '' : 's'}.`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        // The server's word on the confirmation goes under its field; anything else is a toast.
        const retype = result.fieldErrors.find((f) => f.field === 'confirmPercentage');
        if (retype) setRetypeProblem(retype.message);
        else toast.error('Error', result.message || FAILURE);
      }
    } catch {
      toast.error('Error', FAILURE);
    }
  };

  const count = preview?.changes.length ?? 0;
  return (
    <div className="fs-pa-adjust">
      <form
        className="fs-pa-adjust__form"
        aria-label="Price adjustment"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void showPreview();
        }}
      >
        <div className="fs-field">
          <div className="fs-field__label">
            <label htmlFor={inputId}>Percentage increase</label>
          </div>
          <div className="fs-pa-adjust__row">
            <input
              id={inputId}
              name="percentage"
              type="number"
              inputMode="decimal"
              step="any"
              className={problem ? 'fs-control fs-control--error' : 'fs-control'}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setPreview(null);
                setProblem(null);
                setRetyped('');
                setRetypeProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${ids}-hint ${errorId}` : `${ids}-hint`}
            />
            <span aria-hidden="true">%</span>
            <Button htmlType="submit" loading={previewing} disabled={applying}>
              Preview Prices
            </Button>
          </div>
          <div className="fs-field__hint" id={`${ids}-hint`}>
            10 raises every price by 10%; a negative number, e.g. -5, lowers them. From {MIN_ADJUST_PERCENT}% to +{MAX_ADJUST_PERCENT}%; beyond ±
            {CONFIRM_BEYOND_PERCENT}% you type the percentage again to confirm. New prices are rounded to whole naira.
          </div>
          {problem && (
            <div className="fs-field__error" id={errorId} role="alert">
              {problem}
            </div>
          )}
        </div>
      </form>

      <p className="fs-note fs-pa-adjust__locked">
        Savings plans already under way keep the price they locked in when they started. Only plans started after the change pay the new prices.
      </p>

      <div aria-live="polite">
        {preview && count === 0 && <p className="fs-state">No price would change at {signedPercent(preview.percentage)}.</p>}
        {preview && count > 0 && (
          <div className="fs-pa-table" role="region" aria-label="New prices" tabIndex={0}>
            <table className="fs-pa-preview">
              <caption>
                {count} pack{count === 1 ? '' : 's'} at {signedPercent(preview.percentage)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Pack</th>
                  <th scope="col">Price</th>
                  <th scope="col">Original price</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.name}</th>
                    <td>
                      <PriceChange from={c.oldPriceKobo} to={c.newPriceKobo} />
                    </td>
                    <td>
                      <PriceChange from={c.oldOriginalPriceKobo} to={c.newOriginalPriceKobo} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {mustRetype && count > 0 && (
        <div className="fs-field">
          <div className="fs-field__label">
            <label htmlFor={`${ids}-retype`}>Type the percentage again to confirm</label>
          </div>
          <div className="fs-pa-adjust__row">
            <input
              id={`${ids}-retype`}
              name="confirmPercentage"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={retypeProblem ? 'fs-control fs-control--error' : 'fs-control'}
              value={retyped}
              onChange={(e) => {
                setRetyped(e.target.value);
                setRetypeProblem(null);
              }}
              aria-invalid={retypeProblem ? true : undefined}
              aria-describedby={retypeProblem ? `${ids}-retype-hint ${ids}-retype-error` : `${ids}-retype-hint`}
            />
            <span aria-hidden="true">%</span>
          </div>
          <div className="fs-field__hint" id={`${ids}-retype-hint`}>
            This changes every price by more than {CONFIRM_BEYOND_PERCENT}%. Type {preview!.percentage} again to confirm.
          </div>
          {retypeProblem && (
            <div className="fs-field__error" id={`${ids}-retype-error`} role="alert">
              {retypeProblem}
            </div>
          )}
        </div>
      )}

      <Space wrap className="fs-admin-form__actions">
        <Button onClick={onClose} disabled={applying}>
          Cancel
        </Button>
        <Button type="primary" onClick={() => void apply()} disabled={!preview || count === 0 || (mustRetype && !retypedMatches)} loading={applying}>
          {applying ? 'Adjusting...' : preview && count > 0 ? `Confirm: adjust ${count} pack${count === 1 ? '' : 's'}` : 'Confirm'}
        </Button>
      </Space>
    </div>
  );
}

/** '₦45,000 → ₦49,500', read as '₦45,000 to ₦49,500'. */
function PriceChange({ from, to }: { from: number; to: number }) {
  return (
    <span>
      <span className="fs-pa-amount">{formatNaira(from)}</span> <span aria-hidden="true">→</span> <span className="fs-visually-hidden">to </span>
      <strong className="fs-pa-amount">{formatNaira(to)}</strong>
    </span>
  );
}
