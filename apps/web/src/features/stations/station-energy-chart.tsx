import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import dayjs from 'dayjs';
import { Bar } from 'react-chartjs-2';
import type { StationTransaction } from './stations-types';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** kWh per day over the card's 10 days, from its transactions. */
export function StationEnergyChart({
  transactions,
  label,
}: {
  transactions: StationTransaction[];
  label: string;
}) {
  const days = Array.from({ length: 10 }, (_, i) => dayjs().subtract(9 - i, 'day'));
  const totals = days.map((day) =>
    transactions
      .filter((x) => dayjs(x.startTimestamp).isSame(day, 'day'))
      .reduce((sum, x) => sum + (x.energyWh ?? 0), 0),
  );
  return (
    <div style={{ height: 180 }}>
      <Bar
        aria-label={label}
        role="img"
        options={{ maintainAspectRatio: false, plugins: { legend: { display: false } } }}
        data={{
          labels: days.map((d) => d.format('DD/MM')),
          datasets: [
            {
              label,
              data: totals.map((wh) => Number((wh / 1000).toFixed(2))),
              backgroundColor: '#1677ff',
            },
          ],
        }}
      />
    </div>
  );
}
