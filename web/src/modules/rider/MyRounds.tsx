import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCodes, isUnauthenticated } from '../../lib/graphql-errors';
import { PageSpinner } from '../ui/PageSpinner';
import { useToast } from '../ui/toast';
import { StopCard } from './components/StopCard';
import { MyRoundsQuery } from './graphql/operations';
import './components/rider.css';

const DENIED = 'You do not have rider privileges';

/**
 * The rider's deliveries of the day (issue 24), as cards, nearest area first as the office
 * scheduled them. Entry is decided by RequireDispatcher in the router and then by the API: an
 * account that is no longer a dispatcher is turned away like anyone without the role.
 */
export function MyRounds() {
  const toast = useToast();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(MyRoundsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const stops = data?.myRounds;
  // An expired session is sent to /login by the Apollo client: keep the spinner until then.
  const expired = !!error && isUnauthenticated(error);
  const refused = !!error && !stops && errorCodes(error).includes('FORBIDDEN');
  const failed = !!error && !stops && !expired && !refused;

  useEffect(() => {
    if (!refused) return;
    toast.error('Access Denied', DENIED, { key: 'guard-denied' });
    void navigate('/', { replace: true });
  }, [refused, toast, navigate]);

  if (refused) return null;
  if (failed) {
    return (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to load your deliveries. Please check your connection and try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  }
  if (!stops) return <PageSpinner label="Loading your deliveries" />;

  const left = stops.filter((s) => s.state === 'Scheduled' || s.state === 'OutForDelivery').length;
  return (
    <>
      <div className="fs-rounds__bar">
        <p className="fs-rounds__count" role="status">
          {stops.length === 0 ? '' : left === 0 ? `All ${stops.length} done` : `${left} of ${stops.length} to deliver`}
        </p>
        <Button onClick={() => void refetch().catch(() => undefined)} loading={loading && !!data}>
          Refresh
        </Button>
      </div>
      {stops.length === 0 ? (
        <div className="fs-state">
          <h2>No deliveries for you today</h2>
          <p>Deliveries the office gives you for today show here.</p>
        </div>
      ) : (
        <ol className="fs-rounds" aria-label="Today's deliveries">
          {stops.map((stop) => (
            <li key={stop.id}>
              <StopCard stop={stop} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
