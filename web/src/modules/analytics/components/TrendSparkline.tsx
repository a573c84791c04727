import { Area, AreaChart, Tooltip, YAxis } from 'recharts';
import { formatDate } from '../../ui/format';
import type { MetricCardData } from '../utils/metrics';

/**
 * A card's 8-week trend as a small area chart. It is decoration for sighted users: screen
 * readers get the same figures as text (describeTrend), so the drawing is hidden from them
 * and is no tab stop.
 */
export default function TrendSparkline({ card }: { card: MetricCardData }) {
  const gradient = `fs-spark-${card.key}`;
  return (
    <div className="fs-metric__spark" aria-hidden="true">
      <AreaChart responsive accessibilityLayer={false} data={card.trend} style={{ width: '100%', height: 48 }} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#2e7d32" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#2e7d32" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <YAxis hide domain={[0, 'dataMax']} />
        <Tooltip
          cursor={false}
          formatter={(value) => [card.format(Number(value)), card.trendLabel]}
          labelFormatter={(_, payload) => (payload?.[0] ? `Week of ${formatDate(String(payload[0].payload.weekStart))}` : '')}
        />
        <Area type="monotone" dataKey="value" stroke="#2e7d32" strokeWidth={2} fill={`url(#${gradient})`} isAnimationActive={false} />
      </AreaChart>
    </div>
  );
}
