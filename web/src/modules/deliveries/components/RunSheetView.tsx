import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import type { RunSheetQuery as RunSheetResult } from '../../../gql/admin/graphql';
import { ListFailed, ListNote } from '../../ui/admin-list';
import { formatDate } from '../../ui/format';
import { RunSheetQuery } from '../graphql/operations';
import { addressLines, count, weekdayOf } from '../utils/deliveries';
import { useRiders } from './useRiders';
import './run-sheet.css';
import { formatPhone } from '../../ui/phone';

type Stop = RunSheetResult['runSheet'][number];

export interface RunSheetViewProps {
  /** YYYY-MM-DD. */
  date: string;
  /** One rider's stops, or everyone's. */
  riderId: string | null;
  onBack: () => void;
  /** Prints the page (window.print unless a test gives its own). */
  print?: () => void;
}

/** The stops as printed: what a rider needs at each door, and what is in the pack to hand over. Never a handover code. */
export function RunSheetStops({ stops, showRider }: { stops: readonly Stop[]; showRider: boolean }) {
  return (
    <ol className="fs-run-sheet__stops" aria-label="Stops">
      {stops.map((s, i) => (
        <li key={s.id} className="fs-run-sheet__stop">
          <div className="fs-run-sheet__number" aria-hidden="true">
            {i + 1}
          </div>
          <div className="fs-run-sheet__who">
            <h2 className="fs-run-sheet__name">
              <span className="fs-visually-hidden">Stop {i + 1}: </span>
              {s.customerName}
            </h2>
            <p className="fs-run-sheet__phone">{formatPhone(s.phoneNumber)}</p>
            <address className="fs-run-sheet__address">
              {addressLines(s).map((line, n) => (
                <span key={n}>{line}</span>
              ))}
            </address>
            {showRider && <p className="fs-run-sheet__rider">Rider: {s.rider ? `${s.rider.name} (${formatPhone(s.rider.phoneNumber)})` : 'not assigned'}</p>}
          </div>
          <div className="fs-run-sheet__pack">
            <h3>{s.packName}</h3>
            {s.items.length > 0 ? (
              <ul aria-label={`${s.packName}: items`}>
                {s.items.map((item, n) => (
                  <li key={n}>{item}</li>
                ))}
              </ul>
            ) : (
              <p>No items listed for this pack.</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The printable run sheet of a day: a page of its own (the site's header, footer and the console
 * are left off the paper by the print style sheet), opened from the Deliveries tab.
 */
export function RunSheetView({ date, riderId, onBack, print = () => window.print() }: RunSheetViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(RunSheetQuery, { variables: { date, riderId }, fetchPolicy: 'network-only' });
  const riders = useRiders();
  const stops = data?.runSheet;
  const rider = riderId ? (riders.list.find((r) => r.id === riderId) ?? stops?.find((s) => s.rider?.id === riderId)?.rider) : null;
  const who = riderId ? `Rider: ${rider ? `${rider.name} (${formatPhone(rider.phoneNumber)})` : '…'}` : 'All riders';

  useEffect(() => {
    heading.current?.focus();
  }, []);

  let body;
  if (error && !data) body = <ListFailed message="Failed to fetch the run sheet. Please try again." onRetry={refetch} />;
  else if (loading || !stops) body = <ListNote>Loading...</ListNote>;
  else if (stops.length === 0) body = <ListNote>No deliveries are scheduled for this day{riderId ? ' with this rider' : ''}.</ListNote>;
  else body = <RunSheetStops stops={stops} showRider={!riderId} />;

  return (
    <article className="fs-page fs-run-sheet" aria-labelledby="run-sheet-heading">
      <div className="fs-run-sheet__toolbar fs-run-sheet__screen-only">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          Back to deliveries
        </Button>
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={print} disabled={!stops?.length}>
          Print
        </Button>
      </div>
      <header className="fs-run-sheet__header">
        <h1 id="run-sheet-heading" ref={heading} tabIndex={-1}>
          Run sheet: {weekdayOf(date)}, {formatDate(date)}
        </h1>
        <p>
          {who}
          {stops ? ` · ${count(stops.length, 'stop', 'stops')}` : ''}
        </p>
      </header>
      {body}
    </article>
  );
}
