import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { weeksLabel } from '../utils/forecast';

const COLOURS = ['#a5d6a7', '#66bb6a', '#2e7d32', '#1b5e20'];

/**
 * Packs to buy per pack, a bar per horizon. Decoration for sighted users: screen readers get the
 * same figures in the table above it, so the drawing is hidden from them and is no tab stop.
 * Its own file, loaded lazily: recharts weighs on no other page.
 */
export default function ForecastChart({ packs, horizonWeeks }: { packs: readonly { name: string; needed: readonly number[] }[]; horizonWeeks: readonly number[] }) {
  const data = packs.map((p) => Object.fromEntries([['name', p.name], ...horizonWeeks.map((w, i) => [`w${w}`, p.needed[i]])]));
  return (
    <div className="fs-forecast-chart__plot" aria-hidden="true">
      <BarChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="#eef2ea" />
        <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} interval={0} />
        <YAxis width={48} tickLine={false} axisLine={false} fontSize={12} allowDecimals={false} />
        <Tooltip cursor={{ fill: 'rgb(46 125 50 / 8%)' }} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {horizonWeeks.map((w, i) => (
          <Bar key={w} dataKey={`w${w}`} name={`Needed within ${weeksLabel(w)}`} fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  );
}
