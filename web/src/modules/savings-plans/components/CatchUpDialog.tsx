import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal, Radio, Spin } from 'antd';
import { useId, useState } from 'react';
import type { CatchUpChoiceInput } from '../../../gql/graphql';
import { formatDate, formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { CatchUpPreviewQuery, ConfirmCatchUpMutation } from '../graphql/catch-up-operations';
import { ScheduleList } from './ScheduleList';

export interface CatchUpDialogProps {
  plan: { id: string; foodPackName: string; overdue?: { amountDueKobo: number; count: number } | null };
  open: boolean;
  onClose: (caughtUp: boolean) => void;
}

const WEEKS = [1, 2, 3, 4] as const;

/**
 * 'Catch up' on a plan that is behind (issue 26): spread what is overdue over the instalments
 * left, or extend the plan by 1 to 4 weeks; the new instalments and end date are shown (from the
 * server) before confirming, and the server's refusals are shown as they are.
 */
export default function CatchUpDialog({ plan, open, onClose }: CatchUpDialogProps) {
  const id = useId();
  const toast = useToast();
  const [kind, setKind] = useState<'spread' | 'extend'>('spread');
  const [weeks, setWeeks] = useState<number>(1);
  const [problem, setProblem] = useState<string | null>(null);
  const choice: CatchUpChoiceInput = kind === 'spread' ? { kind: 'spread' } : { kind: 'extend', weeks };
  const { data, loading, error, refetch } = useQuery(CatchUpPreviewQuery, { variables: { planId: plan.id, choice }, fetchPolicy: 'network-only', skip: !open });
  const [confirmCatchUp, { loading: confirming }] = useMutation(ConfirmCatchUpMutation);
  const result = loading ? undefined : data?.catchUpPreview;
  const preview = result?.__typename === 'CatchUpPreview' ? result : null;

  const choose = (next: Partial<{ kind: 'spread' | 'extend'; weeks: number }>) => {
    setProblem(null);
    if (next.kind) setKind(next.kind);
    if (next.weeks) setWeeks(next.weeks);
  };

  const confirm = async () => {
    if (!preview) return;
    setProblem(null);
    try {
      const { data: d } = await confirmCatchUp({ variables: { planId: plan.id, choice, previewToken: preview.previewToken } });
      const answer = d?.confirmCatchUp;
      if (answer?.__typename === 'SavingsPlan') {
        toast.success('Plan caught up', `Your ${plan.foodPackName} plan now ends on ${formatDate(answer.endDate)}.`);
        onClose(true);
      } else {
        setProblem(answer?.message ?? 'Your plan could not be caught up. Please try again.');
        // The plan changed since the preview: show the new one.
        if (answer?.errorCode === 'CATCH_UP_STALE') void refetch();
      }
    } catch {
      setProblem('Your plan could not be caught up. Please check your connection and try again.');
    }
  };

  const close = () => {
    if (confirming) return;
    onClose(false);
  };

  return (
    <Modal
      open={open}
      title={`Catch up on ${plan.foodPackName}`}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={confirming}>
          Not now
        </Button>,
        <Button key="confirm" type="primary" onClick={() => void confirm()} loading={confirming} disabled={!preview}>
          Confirm new schedule
        </Button>,
      ]}
    >
      {plan.overdue && (
        <p>
          You are {formatNaira(plan.overdue.amountDueKobo)} behind ({plan.overdue.count} instalment{plan.overdue.count === 1 ? '' : 's'} overdue). You can reschedule a plan once every 30 days.
        </p>
      )}
      <fieldset className="fs-choice" disabled={confirming}>
        <legend className="fs-choice__legend">How would you like to catch up?</legend>
        <Radio.Group name={`${id}-kind`} value={kind} onChange={(e) => choose({ kind: e.target.value as 'spread' | 'extend' })} className="fs-choice__options">
          <Radio value="spread" className="fs-choice__option">
            <span className="fs-choice__label">Spread what is overdue</span>
            <span className="fs-choice__hint">Over your remaining instalments; the end date stays.</span>
          </Radio>
          <Radio value="extend" className="fs-choice__option">
            <span className="fs-choice__label">Extend the plan</span>
            <span className="fs-choice__hint">By 1 to 4 weeks, within the 4-month window.</span>
          </Radio>
        </Radio.Group>
      </fieldset>
      {kind === 'extend' && (
        <fieldset className="fs-choice" disabled={confirming}>
          <legend className="fs-choice__legend">Extend by</legend>
          <Radio.Group name={`${id}-weeks`} value={weeks} onChange={(e) => choose({ weeks: Number(e.target.value) })} optionType="button">
            {WEEKS.map((w) => (
              <Radio key={w} value={w} disabled={preview ? w > preview.maxExtensionWeeks : false}>
                {`${w} week${w === 1 ? '' : 's'}`}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      )}
      <section className="fs-catch-up__preview" aria-live="polite" aria-busy={loading} aria-labelledby={`${id}-preview`}>
        <h4 id={`${id}-preview`} className="fs-choice__legend">
          Your new schedule
        </h4>
        {loading && <Spin aria-label="Working out your new instalments" />}
        {!loading && error && (
          <div role="alert">
            <p className="fs-field__error">Your new schedule could not be worked out. Please check your connection and try again.</p>
            <Button onClick={() => void refetch()}>Try again</Button>
          </div>
        )}
        {result?.__typename === 'ErrorResult' && (
          <p className="fs-field__error" role="alert">
            {result.message}
          </p>
        )}
        {preview && (
          <>
            <dl className="fs-plan-facts">
              <div>
                <dt>New end date</dt>
                <dd>{formatDate(preview.endDate)}</dd>
              </div>
              <div>
                <dt>Ends now</dt>
                <dd>{formatDate(preview.previousEndDate)}</dd>
              </div>
              <div>
                <dt>Left to pay in these instalments</dt>
                <dd>{formatNaira(preview.totalKobo)}</dd>
              </div>
            </dl>
            <ScheduleList label="New instalments" rows={preview.instalments.map((i) => ({ key: i.sequence, dueDate: i.dueDate, amountKobo: i.amountKobo }))} />
          </>
        )}
      </section>
      {problem && (
        <p className="fs-field__error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
