import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { useSessionStore } from '../../../../../lib/session';
import { useToast } from '../../../../ui/toast';
import { ExportFailed, fetchDefaultersCsv } from '../utils/defaulters';
import { saveFile } from '../../../../ui/download';

/** 'Export CSV': every defaulter, downloaded with the session's token; progress on the button, failures in a toast. */
export function ExportCsvButton() {
  const session = useSessionStore();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await fetchDefaultersCsv(session.getToken(), window.fetch.bind(window));
      saveFile(file.blob, file.fileName);
      toast.success('Export ready', `${file.fileName} was downloaded.`);
    } catch (e) {
      toast.error('Export failed', e instanceof ExportFailed ? e.message : 'Failed to export defaulters. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportCsv()} loading={busy} aria-busy={busy || undefined}>
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
