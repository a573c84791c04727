import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useSessionStore } from '../../../lib/session';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { lagosToday, weekdayOf } from '../utils/deliveries';
import { DownloadFailed, fetchRunSheetCsv } from '../utils/run-sheet-csv';
import { saveFile } from '../../ui/download';
import { useRiders } from './useRiders';

export interface RunSheetPanelProps {
  /** Opens the printable run sheet of a day (and one rider, or all). */
  onOpen: (date: string, riderId: string | null) => void;
}

/**
 * A day's run sheet, for the riders at the door: printed (name, phone, address and landmark,
 * area, the pack and what it holds; never a handover code) or downloaded as CSV.
 */
export function RunSheetPanel({ onOpen }: RunSheetPanelProps) {
  const ids = useId();
  const session = useSessionStore();
  const toast = useToast();
  const riders = useRiders();
  const [date, setDate] = useState(lagosToday());
  const [riderId, setRiderId] = useState('');
  const [downloading, setDownloading] = useState(false);
  const missing = !date;

  const download = async () => {
    setDownloading(true);
    try {
      const file = await fetchRunSheetCsv(session.getToken(), date, riderId || null, window.fetch.bind(window));
      saveFile(file.blob, file.fileName);
      toast.success('Run sheet downloaded', `${file.fileName} was downloaded.`);
    } catch (e) {
      toast.error('Download failed', e instanceof DownloadFailed ? e.message : 'Failed to download the run sheet. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="fs-dl-runsheet-panel" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>Run sheet</h3>
      <p className="fs-dl-intro">The deliveries scheduled for a day, in area order, with what each pack holds. It never shows a customer&apos;s handover code.</p>
      <form
        className="fs-dl-runsheet-form"
        aria-label="Run sheet"
        onSubmit={(e) => {
          e.preventDefault();
          if (!missing) onOpen(date, riderId || null);
        }}
      >
        <div>
          <label htmlFor={`${ids}-date`}>Day</label>
          <input
            id={`${ids}-date`}
            type="date"
            className={missing ? 'fs-control fs-control--error' : 'fs-control'}
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={missing || undefined}
            aria-describedby={`${ids}-day`}
          />
          <div id={`${ids}-day`} className={missing ? 'fs-field__error' : 'fs-field__hint'}>
            {missing ? 'Choose the day' : `${weekdayOf(date)}, ${formatDate(date)}`}
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-rider`}>Rider</label>
          <select id={`${ids}-rider`} className="fs-control" value={riderId} onChange={(e) => setRiderId(e.target.value)}>
            <option value="">{riders.loading ? 'Loading riders...' : 'All riders'}</option>
            {riders.list.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fs-dl-actions fs-dl-runsheet-form__buttons">
          <Button type="primary" htmlType="submit" icon={<PrinterOutlined aria-hidden />} disabled={missing}>
            Print run sheet
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} disabled={missing} loading={downloading} aria-busy={downloading || undefined}>
            {downloading ? 'Downloading...' : 'Download CSV'}
          </Button>
        </div>
      </form>
    </section>
  );
}
