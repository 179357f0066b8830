import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import dayjs from 'dayjs';
import { Bar } from 'react-chartjs-2';
import { useFormat } from '../../app/i18n/use-format';
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
  const format = useFormat();
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
        options={{
          maintainAspectRatio: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => format.energy((item.parsed.y ?? 0) * 1000) } },
          },
          scales: {
            y: {
              beginAtZero: true,
              title: { display: true, text: 'kWh' },
              ticks: { callback: (value) => format.number(Number(value), 2) },
            },
          },
        }}
        data={{
          labels: days.map((d) => format.dayMonth(d.toDate())),
          datasets: [
            {
              label,
              data: totals.map((wh) => Math.round(wh / 10) / 100),
              backgroundColor: '#1677ff',
            },
          ],
        }}
      />
    </div>
  );
}
