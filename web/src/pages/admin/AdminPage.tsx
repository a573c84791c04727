import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useSessionStore } from '../../lib/session';
import { usePageMeta } from '../../modules/ui/page-meta';
import { openQueueBoard } from './queue-board';

export default function AdminPage() {
  usePageMeta('Admin Dashboard', 'Manage users, marketers, food packs, savings plans and payments.');
  const session = useSessionStore();
  const [unavailable, setUnavailable] = useState(false);
  const [opening, setOpening] = useState(false);
  const openQueues = async () => {
    setOpening(true);
    const opened = await openQueueBoard(session.getToken(), { fetch: window.fetch.bind(window), navigate: (url) => window.location.assign(url) }).catch(() => false);
    setOpening(false);
    setUnavailable(!opened);
  };
  return (
    <div className="fs-page">
      <h1>Admin Dashboard</h1>
      <Button onClick={openQueues} loading={opening}>
        Job queues
      </Button>
      {unavailable && <Alert type="info" showIcon style={{ marginTop: 16 }} title="The job queue board is not available on this server (it needs Redis: REDIS_URL)." />}
    </div>
  );
}
