import { ArcElement, Chart, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { useFormat } from '../../app/i18n/use-format';

Chart.register(ArcElement, Tooltip, Legend);

/** A doughnut of percentages with the spec's 80 % cutout; the values are listed for screen readers. */
export function PercentPie(props: {
  label: string;
  slices: { label: string; value: number; colour: string }[];
  testId?: string;
}) {
  const total = props.slices.reduce((sum, s) => sum + s.value, 0);
  const format = useFormat();
  const percent = (v: number) => format.percent(total > 0 ? (v / total) * 100 : 0, 1);
  const description = props.slices.map((s) => `${s.label}: ${percent(s.value)}`).join(', ');
  return (
    <figure style={{ margin: 0 }} data-testid={props.testId}>
      <div style={{ height: 180, position: 'relative' }}>
        <Doughnut
          role="img"
          aria-label={`${props.label}. ${description}`}
          options={{
            maintainAspectRatio: false,
            cutout: '80%',
            animation: { duration: 600 },
            plugins: {
              legend: { position: 'bottom', labels: { boxWidth: 12, font: { size: 12 } } },
              tooltip: {
                callbacks: { label: (item) => `${item.label}: ${percent(Number(item.raw))}` },
              },
            },
          }}
          data={{
            labels: props.slices.map((s) => s.label),
            datasets: [
              {
                data: total > 0 ? props.slices.map((s) => s.value) : props.slices.map(() => 0),
                backgroundColor: props.slices.map((s) => s.colour),
                borderWidth: 0,
              },
            ],
          }}
        />
      </div>
      <figcaption className="visually-hidden">{description}</figcaption>
    </figure>
  );
}
