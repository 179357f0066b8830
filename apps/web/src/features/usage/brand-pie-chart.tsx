import { brandShares, type UsagePoint } from '@chargedeck/shared';
import { ArcElement, Chart, Legend, Tooltip } from 'chart.js';
import { Pie } from 'react-chartjs-2';

Chart.register(ArcElement, Legend, Tooltip);

const COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#8c8c8c'];

/** Vehicle brands' share of recharges: top 5 plus 'Others' past 6 brands, one decimal. */
export function BrandPieChart(props: { label: string; points: UsagePoint[]; others: string }) {
  const shares = brandShares(props.points.map((p) => ({ brand: p.x, count: p.y })));
  const names = shares.map((s) => s.brand ?? props.others);
  return (
    <Pie
      role="img"
      aria-label={`${props.label}: ${shares.map((s, i) => `${names[i]} ${s.percent.toFixed(1)}%`).join(', ')}`}
      options={{
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'right', labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${names[item.dataIndex]}: ${shares[item.dataIndex]?.percent.toFixed(1)}%`,
            },
          },
        },
      }}
      data={{
        labels: names.map((name, i) => `${name} (${shares[i]?.percent.toFixed(1)}%)`),
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
