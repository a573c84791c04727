import { MyRounds } from '../../modules/rider';
import { usePageMeta } from '../../modules/ui/page-meta';

/**
 * /rider: a dispatcher's deliveries of the day. Who may enter is decided by RequireDispatcher in
 * the router (signed out: /login; no Dispatcher role: home, each with its toast); the API checks every call.
 */
export default function RiderPage() {
  usePageMeta('My Deliveries', "Today's deliveries: who, where, and the handover.");
  return (
    <div className="fs-page fs-rider">
      <h1>My Deliveries</h1>
      <MyRounds />
    </div>
  );
}
