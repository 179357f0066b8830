import { brandShares, type UsagePoint } from '@chargedeck/shared';
import { ArcElement, Chart, Legend, Tooltip } from 'chart.js';
import { Pie } from 'react-chartjs-2';
import { useFormat } from '../../app/i18n/use-format';

Chart.register(ArcElement, Legend, Tooltip);

const COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#8c8c8c'];

/** Vehicle brands' share of recharges: top 5 plus 'Others' past 6 brands, one decimal. */
export function BrandPieChart(props: { label: string; points: UsagePoint[]; others: string }) {
  const shares = brandShares(props.points.map((p) => ({ brand: p.x, count: p.y })));
  const names = shares.map((s) => s.brand ?? props.others);
  const format = useFormat();
  const percent = (value: number | undefined) => format.percent(value ?? 0, 1);
  return (
    <Pie
      role="img"
      aria-label={`${props.label}: ${shares.map((s, i) => `${names[i]} ${percent(s.percent)}`).join(', ')}`}
      options={{
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'right', labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${names[item.dataIndex]}: ${percent(shares[item.dataIndex]?.percent)}`,
            },
          },
        },
      }}
      data={{
        labels: names.map((name, i) => `${name} (${percent(shares[i]?.percent)})`),
        datasets: [
          {
            label: props.label,
            data: shares.map((s) => s.percent),
            backgroundColor: shares.map((_, i) => COLOURS[i % COLOURS.length]),
          },
        ],
      }}
    />
  );
}
