import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { useId, useState } from 'react';
import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { FieldShell } from '../../ui/fields';
import { formatDate, formatNaira } from '../../ui/format';
import { PageSpinner } from '../../ui/PageSpinner';
import { useToast } from '../../ui/toast';
import { MyPendingPlansQuery, MySavingsPlansQuery } from '../graphql/operations';
import { ChangePackChoicesQuery, ChangePlanPackMutation, PackChangePreviewQuery } from '../graphql/plan-change-operations';
import { ScheduleList } from './ScheduleList';

export interface ChangePackDialogProps {
  plan: SavingsPlanFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Change pack' (issue 26, before half the goal is paid): another available pack, then what the
 * server would do (the new pack at today's price, what is carried over, the new instalments and
 * end date) and only then Confirm. A refusal is said as the server words it.
 */
export default function ChangePackDialog({ plan, open, onClose }: ChangePackDialogProps) {
  const toast = useToast();
  const selectId = useId();
  const [foodPackId, setFoodPackId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const packs = useQuery(ChangePackChoicesQuery, { skip: !open });
  const preview = useQuery(PackChangePreviewQuery, { variables: { planId: plan.id, foodPackId }, skip: !open || !foodPackId, fetchPolicy: 'network-only' });
  const [change, { loading }] = useMutation(ChangePlanPackMutation, {
    // Done: the tab's lists are fetched again (a refusal changed nothing).
    refetchQueries: (r) => (r.data?.changePlanPack.__typename === 'SavingsPlan' ? [MySavingsPlansQuery, MyPendingPlansQuery] : []),
  });
  const choices = (packs.data?.foodPacks.items ?? []).filter((p) => p.id !== plan.foodPackId);
  const result = foodPackId ? preview.data?.packChangePreview : undefined;
  const shown = result?.__typename === 'PackChangePreview' && result.foodPackId === foodPackId ? result : null;

  const close = () => {
    if (loading) return;
    setProblem(null);
    setFoodPackId('');
    onClose();
  };

  const confirm = async () => {
    if (!shown) return;
    setProblem(null);
    try {
      const { data } = await change({ variables: { input: { planId: plan.id, foodPackId: shown.foodPackId } } });
      const answer = data?.changePlanPack;
      if (answer?.__typename === 'SavingsPlan') {
        toast.success('Pack changed', `Your plan is now for the ${answer.foodPackName}. ${formatNaira(shown.carriedKobo)} paid was carried over.`);
        setFoodPackId('');
        onClose();
      } else {
        setProblem(answer?.message ?? 'Your pack could not be changed. Please try again.');
      }
    } catch {
      setProblem('Your pack could not be changed. Please check your connection and try again.');
    }
  };

  let body;
  if (packs.loading && !packs.data) {
    body = <PageSpinner label="Loading the packs" />;
  } else if (packs.error && !packs.data) {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to fetch the food packs. Please check your connection and try again.</p>
        <Button onClick={() => void packs.refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = (
      <>
        <FieldShell id={selectId} label="New pack" errorId={`${selectId}-error`}>
          <select
            id={selectId}
            className="fs-control"
            value={foodPackId}
            disabled={loading}
            onChange={(e) => {
              setProblem(null);
              setFoodPackId(e.target.value);
            }}
          >
            <option value="">Choose a pack</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({formatNaira(p.priceKobo)})
              </option>
            ))}
          </select>
        </FieldShell>
        {foodPackId && preview.loading && <PageSpinner label="Working out the new plan" />}
        {foodPackId && preview.error && !preview.loading && (
          <p className="fs-field__error" role="alert">
            Failed to work out the new plan. Please check your connection and try again.
          </p>
        )}
        {result?.__typename === 'ErrorResult' && !preview.loading && (
          <p className="fs-field__error" role="alert">
            {result.message}
          </p>
        )}
        {shown && !preview.loading && (
          <section aria-label="The new plan" className="fs-change-pack__preview">
            <dl className="fs-plan-facts">
              <div>
                <dt>New pack (today&apos;s price)</dt>
                <dd>
                  {shown.foodPackName}: {formatNaira(shown.priceKobo)}
                </dd>
              </div>
              <div>
                <dt>Carried over</dt>
                <dd>{formatNaira(shown.carriedKobo)}</dd>
              </div>
              <div>
                <dt>Left to pay</dt>
                <dd>{formatNaira(shown.remainingKobo)}</dd>
              </div>
              <div>
                <dt>New end date</dt>
                <dd>{formatDate(shown.endDate)}</dd>
              </div>
            </dl>
            <ScheduleList label="New instalments" rows={shown.instalments.map((i) => ({ key: i.sequence, dueDate: i.dueDate, amountKobo: i.amountKobo }))} />
          </section>
        )}
      </>
    );
  }

  return (
    <Modal open={open} title={`Change the pack of your ${plan.foodPackName} plan`} onCancel={close} closable={!loading} footer={null} destroyOnHidden width={560}>
      <p>Choose another pack: what you have paid ({formatNaira(plan.amountPaidKobo)}) is carried over, and the rest is spread over the time left. A pack can be changed before half the goal is paid.</p>
      {body}
      {problem && (
        <p className="fs-field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="fs-plan-form__actions">
        <Button onClick={close} disabled={loading}>
          Keep current pack
        </Button>
        <Button type="primary" onClick={() => void confirm()} loading={loading} disabled={!shown || preview.loading}>
          Confirm change
        </Button>
      </div>
    </Modal>
  );
}
