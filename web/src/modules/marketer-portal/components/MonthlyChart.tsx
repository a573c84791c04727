import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNaira } from '../../ui/format';
import { monthLabel } from '../utils/portal';

/**
 * The last months' commission as bars. Decoration for sighted users: screen readers get the same
 * figures as a table (CommissionStats), so the drawing is hidden from them and is no tab stop.
 */
export default function MonthlyChart({ months }: { months: readonly { month: string; amountKobo: number }[] }) {
  const data = months.map((m) => ({ month: m.month, label: monthLabel(m.month), naira: m.amountKobo / 100 }));
  return (
    <div className="fs-mp-chart__plot" aria-hidden="true">
      <BarChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: 180 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="#eef2ea" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis width={64} tickLine={false} axisLine={false} fontSize={12} allowDecimals={false} tickFormatter={(v: number) => formatNaira(v * 100)} />
        <Tooltip
          cursor={{ fill: 'rgb(46 125 50 / 8%)' }}
          formatter={(value) => [formatNaira(Number(value) * 100), 'Commission']}
          labelFormatter={(_, payload) => (payload?.[0] ? monthLabel(String(payload[0].payload.month), true) : '')}
        />
        <Bar dataKey="naira" fill="#2e7d32" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
