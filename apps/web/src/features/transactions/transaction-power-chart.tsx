import { CategoryScale, Chart, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useFormat } from '../../app/i18n/use-format';
import { powerChartOptions } from './power-chart-options';

Chart.register(LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

/** Power in kW over the recharge, from the detail's Power.Active.Import series. */
export function TransactionPowerChart(props: {
  samples: { timestamp: string; value: number }[];
  label: string;
}) {
  const format = useFormat();
  return (
    <div style={{ height: 200, maxWidth: 'calc(100vw - 160px)' }}>
      <Line
        aria-label={props.label}
        role="img"
        options={powerChartOptions(props.label, format)}
        data={{
          labels: props.samples.map((s) => format.time(s.timestamp, true)),
          datasets: [
            {
              label: props.label,
              data: props.samples.map((s) => s.value),
              borderColor: '#1677ff',
              backgroundColor: '#1677ff',
            },
          ],
        }}
      />
    </div>
  );
}
