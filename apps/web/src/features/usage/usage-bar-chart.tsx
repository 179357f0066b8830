import { usageTicks, type Formatter, type UsagePoint } from '@chargedeck/shared';
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useFormat } from '../../app/i18n/use-format';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** Small values (a few Wh in kWh) keep 3 significant digits; others at most 2 decimals. */
const plainOf = (format: Formatter) => (value: number) =>
  value !== 0 && Math.abs(value) < 1
    ? format.number(value, Math.min(20, 2 - Math.floor(Math.log10(Math.abs(value)))))
    : format.number(value, 2);

/** Bars of one usage series; y ticks at 0, 25, 50, 75 and 100 % of the largest bar. */
export function UsageBarChart(props: {
  label: string;
  points: UsagePoint[];
  color: string;
  /** How a value reads on the axis and in the tooltip (e.g. a duration). */
  format?: (value: number) => string;
  /** Replaces the x labels (e.g. translated length-of-stay buckets). */
  labels?: string[];
  /** The values are counts: whole ticks only. */
  integer?: boolean;
  /** The y axis title: its unit (kWh, km) or what it counts. */
  unit: string;
}) {
  const formatter = useFormat();
  const format = props.format ?? plainOf(formatter);
  const values = props.points.map((p) => p.y);
  const max = Math.max(0, ...values);
  const ticks = usageTicks(max, props.integer);
  const day = formatter.date;
  return (
    <Bar
      role="img"
      aria-label={props.label}
      options={{
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items) => {
                const point = props.points[items[0]?.dataIndex ?? -1];
                if (!point?.startDate || !point.endDate) return items[0]?.label ?? '';
                return point.startDate === point.endDate
                  ? day(point.startDate)
                  : `${day(point.startDate)} – ${day(point.endDate)}`;
              },
              label: (item) => `${props.label}: ${format(item.parsed.y ?? 0)}`,
            },
          },
        },
        scales: {
          x: { ticks: { autoSkip: true, maxRotation: 0 } },
          y: {
            title: { display: true, text: props.unit },
            min: 0,
            max: max > 0 ? max : 1,
            afterBuildTicks: (axis) => {
              axis.ticks = (max > 0 ? ticks : [0, 1]).map((value) => ({ value }));
            },
            ticks: { callback: (value) => format(Number(value)) },
          },
        },
      }}
      data={{
        labels: props.labels ?? props.points.map((p) => p.x),
        datasets: [{ label: props.label, data: values, backgroundColor: props.color }],
      }}
    />
  );
}
