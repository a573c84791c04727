import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { toFormErrors } from '../../../lib/graphql-errors';
import { ListFailed, ListNote, Pager, SearchBox, useSearchPaging } from '../../ui/admin-list';
import { TextField } from '../../ui/fields';
import { formatDate } from '../../ui/format';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { DeliveriesQuery, HandOverPackMutation } from '../graphql/operations';
import { codeProblem, HANDOVER_CODE_DIGITS, normaliseCode, PICKUP_DESK_PAGE_SIZE, pickupDeskFilter, stateLabel, type Delivery } from '../utils/deliveries';
import { refusalOf } from '../utils/refusal';
import { OverrideHandoverDialog } from './OverrideHandoverDialog';
import { LateTag, LockedTag } from './StateTag';
import { formatPhone } from '../../ui/phone';

const FAILURE = 'Failed to fetch the pickups. Please try again.';
const HANDOVER_FAILURE = 'Failed to hand the pack over. Please try again.';

interface CodeValues {
  code: string;
}

const FIELDS = ['code'] as const;

interface HandoverFormProps {
  pickup: Delivery;
  onDone: (d: Delivery) => void;
  onCancel: () => void;
  onOverride: () => void;
}

/** The customer's code for one pickup: a wrong one says how many tries are left; the last locks it, and the override is offered. */
function HandoverForm({ pickup, onDone, onCancel, onOverride }: HandoverFormProps) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, setLocked] = useState(pickup.handoverLocked);
  const [handOver] = useMutation(HandOverPackMutation, { refetchQueries: [DeliveriesQuery] });
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [pickup.id]);

  const submit = async ({ code }: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    setProblem(null);
    try {
      const { data } = await handOver({ variables: { input: { fulfilmentId: pickup.id, code: normaliseCode(code) } } });
      const result = data?.handOverPack;
      if (result?.__typename === 'Delivery') {
        onDone(result);
        return;
      }
      if (result?.errorCode === 'HANDOVER_LOCKED') {
        setLocked(true);
      } else {
        helpers.setErrors(toFormErrors(result?.fieldErrors ?? [], FIELDS));
        // The code is asked for again: it is not kept on screen.
        void helpers.setFieldValue('code', '', false);
      }
      setProblem(result?.message || HANDOVER_FAILURE);
    } catch (e) {
      setProblem(refusalOf(e, HANDOVER_FAILURE).message);
    }
  };

  return (
    <section ref={box} className="fs-dl-handover" aria-labelledby={headingId}>
      <h4 id={headingId}>Hand over to {pickup.customerName}</h4>
      <p className="fs-dl-handover__what">
        {pickup.packName} · {formatPhone(pickup.phoneNumber)}
      </p>
      {problem && <Alert type={locked ? 'warning' : 'error'} showIcon title={problem} className="fs-dl-alert" />}
      {locked ? (
        <div className="fs-dl-handover__locked">
          <p>The code can no longer be used for this pack. Once you have confirmed who the customer is another way (an ID card, a call to the number on the plan), complete the handover with a reason.</p>
          <div className="fs-dl-actions">
            <Button onClick={onCancel}>Back</Button>
            <Button type="primary" danger onClick={onOverride}>
              Override handover
            </Button>
          </div>
        </div>
      ) : (
        <Formik<CodeValues> initialValues={{ code: '' }} validate={({ code }) => (codeProblem(code) ? { code: codeProblem(code) } : {})} onSubmit={submit}>
          {({ isSubmitting }) => (
            <ValidatedForm<CodeValues> fields={FIELDS} aria-label={`Handover code for ${pickup.customerName}`}>
              <TextField name="code" label="Customer's code" required inputMode="numeric" autoComplete="off" placeholder={`${HANDOVER_CODE_DIGITS} digits`} />
              <div className="fs-dl-actions">
                <Button onClick={onCancel} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="primary" htmlType="submit" loading={isSubmitting} aria-busy={isSubmitting || undefined}>
                  {isSubmitting ? 'Checking...' : 'Confirm handover'}
                </Button>
              </div>
            </ValidatedForm>
          )}
        </Formik>
      )}
    </section>
  );
}

/**
 * The pickup desk: a customer at the office is found by name or phone among the pickups ready
 * there; their 6-digit code hands the pack over (Collected). The code is never shown here: the
 * customer has it.
 */
export function PickupDesk() {
  const headingId = useId();
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const [chosen, setChosen] = useState<Delivery | null>(null);
  const [overriding, setOverriding] = useState<Delivery | null>(null);
  const [done, setDone] = useState<Delivery | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(DeliveriesQuery, {
    variables: { filter: pickupDeskFilter(search), page, pageSize: PICKUP_DESK_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.deliveries;

  const choose = (d: Delivery) => {
    setDone(null);
    setChosen(d);
  };
  const handedOver = (d: Delivery) => {
    setChosen(null);
    setDone(d);
  };

  let list;
  if (error && !data) list = <ListFailed message={FAILURE} onRetry={refetch} />;
  else if (!result) list = <ListNote>Loading...</ListNote>;
  else if (result.totalCount === 0) list = <ListNote>{search ? `No pickup ready for "${search}".` : 'No pickups are ready at the office.'}</ListNote>;
  else
    list = (
      <>
        <ul className="fs-dl-pickups" aria-label="Pickups ready at the office">
          {result.items.map((d) => (
            <li key={d.id} className={d.id === chosen?.id ? 'fs-dl-pickup fs-dl-pickup--chosen' : 'fs-dl-pickup'}>
              <div className="fs-dl-pickup__who">
                <strong>{d.customerName}</strong>
                <span>{formatPhone(d.phoneNumber)}</span>
                <span>
                  {d.packName} · to collect by {formatDate(d.promisedDate)}
                </span>
                <span className="fs-dl-tags">
                  {d.late && <LateTag />}
                  {d.handoverLocked && <LockedTag />}
                </span>
              </div>
              <Button onClick={() => choose(d)} aria-label={`Hand over to ${d.customerName} (${d.packName})`} aria-pressed={d.id === chosen?.id}>
                Hand over
              </Button>
            </li>
          ))}
        </ul>
        <Pager label="Pickups: pages" noun="pickups" page={result.page} pageSize={PICKUP_DESK_PAGE_SIZE} totalCount={result.totalCount} busy={loading} onPage={setPage} />
      </>
    );

  return (
    <section className="fs-dl-desk" aria-labelledby={headingId}>
      <h3 id={headingId}>Pickup desk</h3>
      <p className="fs-dl-intro">Find the customer by name or phone number, then enter the {HANDOVER_CODE_DIGITS}-digit code they were sent when the pack was ready.</p>
      <div role="status" className="fs-dl-desk__done">
        {done && (
          <Alert
            type="success"
            showIcon
            title={`${stateLabel(done.state)}: ${done.customerName}'s ${done.packName}`}
            description={done.handedOverAt ? `Handed over on ${formatDate(done.handedOverAt)}.` : undefined}
          />
        )}
      </div>
      <div className="fs-dl-desk__grid">
        <div>
          <SearchBox label="Find a pickup" placeholder="Customer name or phone number" value={typed} onChange={setTyped} />
          {list}
        </div>
        {chosen && <HandoverForm key={chosen.id} pickup={chosen} onDone={handedOver} onCancel={() => setChosen(null)} onOverride={() => setOverriding(chosen)} />}
      </div>
      <OverrideHandoverDialog delivery={overriding} onClose={() => setOverriding(null)} onDone={handedOver} />
    </section>
  );
}
