import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import type { DefaulterDetailsQuery as DetailsResult } from '../../../../../gql/admin/graphql';
import { AdminDialog, ListFailed, ListNote } from '../../../../ui/admin-list';
import { formatDate, formatNaira } from '../../../../ui/format';
import { DefaulterDetailsQuery } from '../graphql/operations';
import type { Defaulter } from './DefaulterList';
import { formatPhone } from '../../../../ui/phone';

type Details = NonNullable<DetailsResult['defaulterDetails']>;

const FAILURE = 'Failed to fetch defaulter details. Please try again.';

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

function DetailsView({ details }: { details: Details }) {
  const ids = useId();
  return (
    <>
      <section aria-labelledby={`${ids}-personal`}>
        <h3 id={`${ids}-personal`} className="fs-df-subheading">
          Personal information
        </h3>
        <dl className="fs-df-facts">
          <div>
            <dt>Name</dt>
            <dd>{details.fullName}</dd>
          </div>
          <div>
            <dt>Phone Number</dt>
            <dd>{formatPhone(details.phoneNumber) || '-'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{details.email}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{details.address || '-'}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={`${ids}-summary`}>
        <h3 id={`${ids}-summary`} className="fs-df-subheading">
          Payment summary
        </h3>
        <dl className="fs-df-facts">
          <div>
            <dt>Total Owed</dt>
            <dd>{formatNaira(details.totalOwedKobo)}</dd>
          </div>
          <div>
            <dt>Due Payments</dt>
            <dd>{details.duePayments.length}</dd>
          </div>
        </dl>
      </section>
      <div>
        <h3 id={`${ids}-due`} className="fs-df-subheading">
          Due payments
        </h3>
        <div className="fs-df-scroll" role="region" aria-labelledby={`${ids}-due`} tabIndex={0}>
          <table className="fs-df-table">
            <thead>
              <tr>
                <th scope="col">S/N</th>
                <th scope="col">Food Pack</th>
                <th scope="col">Due Date</th>
                <th scope="col">Amount</th>
                <th scope="col">Days Overdue</th>
              </tr>
            </thead>
            <tbody>
              {details.duePayments.map((d, i) => (
                <tr key={d.scheduleId}>
                  <td>{i + 1}</td>
                  <td>{d.foodPackName}</td>
                  <td>{formatDate(d.dueDate)}</td>
                  <td>{formatNaira(d.amountKobo)}</td>
                  <td>{days(d.daysOverdue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}

function DetailsBody({ userId }: { userId: string }) {
  // Fresh every time: a payment since the list loaded changes what is owed.
  const { data, error, loading, refetch } = useQuery(DefaulterDetailsQuery, { variables: { userId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  if (data?.defaulterDetails) return <DetailsView details={data.defaulterDetails} />;
  if (data && !loading) return <ListNote>This customer no longer owes anything past due.</ListNote>;
  if (error && !loading) return <ListFailed message={FAILURE} onRetry={refetch} />;
  return <ListNote>Loading...</ListNote>;
}

/** 'View Details' (spec section 2): who the defaulter is, what they owe, and each instalment past due. */
export function DefaulterDetailsDialog({ defaulter, onClose }: { defaulter: Defaulter | null; onClose: () => void }) {
  return (
    <AdminDialog open={!!defaulter} title={defaulter ? `Defaulter details: ${defaulter.fullName}` : 'Defaulter details'} busy={false} onClose={onClose} width={720}>
      {defaulter && <DetailsBody userId={defaulter.userId} />}
    </AdminDialog>
  );
}
