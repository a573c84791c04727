import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useSessionStore } from '../../lib/session';
import { ListFailed, ListNote } from '../ui/admin-list';
import { saveFile } from '../ui/download';
import { formatDate } from '../ui/format';
import { useToast } from '../ui/toast';
import { ProcurementForecastQuery } from './graphql/operations';
import { DownloadFailed, fetchForecastCsv, itemLineLabel, shortLabel, weeksLabel } from './utils/forecast';
import './components/forecast.css';

// recharts downloads only when the forecast is shown.
const ForecastChart = lazy(() => import('./components/ForecastChart'));

/**
 * The procurement forecast (issue 25): how many of each pack, and of each item line across packs,
 * the open plans will need within 1, 2, 4 and 8 weeks, each plan counted in the week its pack is
 * due to be handed over at its own pace, less what is available (on hand, not reserved). Tables
 * first (the chart's text alternative), then the chart, and the same figures as CSV.
 */
export function ProcurementForecast() {
  const ids = useId();
  const session = useSessionStore();
  const toast = useToast();
  const { data, error, refetch, loading } = useQuery(ProcurementForecastQuery, { fetchPolicy: 'cache-and-network' });
  const [downloading, setDownloading] = useState(false);
  const f = data?.procurementForecast;

  const download = async () => {
    setDownloading(true);
    try {
      const file = await fetchForecastCsv(session.getToken(), window.fetch.bind(window));
      saveFile(file.blob, file.fileName);
      toast.success('Forecast downloaded', `${file.fileName} was downloaded.`);
    } catch (e) {
      toast.error('Download failed', e instanceof DownloadFailed ? e.message : 'Failed to download the forecast. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (error && !f) body = <ListFailed message="Failed to fetch the procurement forecast. Please try again." onRetry={refetch} />;
  else if (!f) body = <ListNote>Loading the forecast...</ListNote>;
  else if (f.packs.length === 0) body = <ListNote>Nothing to buy: no open plan is due within {weeksLabel(f.horizonWeeks[f.horizonWeeks.length - 1])} and no pack is short.</ListNote>;
  else {
    const last = f.horizonWeeks.length - 1;
    const toBuy = f.itemLines.filter((l) => l.needed[last] > 0);
    body = (
      <div aria-busy={loading || undefined}>
        <p className="fs-forecast-asof">
          As of {formatDate(f.asOf)}: {f.horizonWeeks.map((w, i) => `${weeksLabel(w)} to ${formatDate(f.horizonEnds[i])}`).join(', ')}.
        </p>
        <h4 id={`${ids}-packs`}>Packs</h4>
        <div className="fs-forecast-scroll" role="region" aria-labelledby={`${ids}-packs`} tabIndex={0}>
          <table className="fs-forecast-table">
            <caption className="fs-visually-hidden">Packs needed per horizon: plans due, available stock and the shortfall</caption>
            <thead>
              <tr>
                <th scope="col">Pack</th>
                <th scope="col">Available</th>
                {f.horizonWeeks.map((w) => (
                  <th scope="col" key={w}>
                    Within {weeksLabel(w)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {f.packs.map((p) => (
                <tr key={p.foodPackId}>
                  <th scope="row">{p.name}</th>
                  <td>{p.available}</td>
                  {p.needed.map((n, i) => (
                    <td key={f.horizonWeeks[i]} className={n > 0 ? 'fs-forecast-short' : undefined}>
                      <span className="fs-forecast-due">{p.completions[i]} due</span> <strong>{shortLabel(n)}</strong>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h4 id={`${ids}-items`}>Item lines</h4>
        {toBuy.length > 0 && (
          <p className="fs-forecast-buy">
            To buy within {weeksLabel(f.horizonWeeks[last])}: {toBuy.map((l) => itemLineLabel(l.needed[last], l.text)).join(', ')}.
          </p>
        )}
        <div className="fs-forecast-scroll" role="region" aria-labelledby={`${ids}-items`} tabIndex={0}>
          <table className="fs-forecast-table">
            <caption className="fs-visually-hidden">Item lines needed per horizon, across packs</caption>
            <thead>
              <tr>
                <th scope="col">Item line</th>
                {f.horizonWeeks.map((w) => (
                  <th scope="col" key={w}>
                    Within {weeksLabel(w)}
                  </th>
                ))}
                <th scope="col">In packs</th>
              </tr>
            </thead>
            <tbody>
              {f.itemLines.map((l) => (
                <tr key={l.text}>
                  <th scope="row">{l.text}</th>
                  {l.needed.map((n, i) => (
                    <td key={f.horizonWeeks[i]}>{n}</td>
                  ))}
                  <td>{l.packs.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h4>Chart</h4>
        <p className="fs-forecast-note">Packs to buy per pack and horizon: the same figures as the Packs table.</p>
        <Suspense fallback={<div className="fs-forecast-chart__plot" aria-hidden="true" />}>
          <ForecastChart packs={f.packs} horizonWeeks={f.horizonWeeks} />
        </Suspense>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="fs-forecast">
      <div className="fs-forecast__header">
        <h3 id={`${ids}-heading`}>Procurement forecast</h3>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} disabled={!f || f.packs.length === 0} loading={downloading} aria-busy={downloading || undefined}>
          {downloading ? 'Downloading...' : 'Download CSV'}
        </Button>
      </div>
      <p className="fs-forecast-intro">
        What the open plans will need, each counted in the week its pack is due to be handed over at the customer&apos;s own pace (on time, behind or ahead), less the packs available
        (on hand and not reserved). Cumulative: a pack due within 1 week counts in every column.
      </p>
      {body}
    </section>
  );
}
