import type { MeterHistory } from '@chargedeck/shared';
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';

Chart.register(LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const PHASES = [
  { key: '01', name: 'A', color: '#1677ff' },
  { key: '02', name: 'B', color: '#fa8c16' },
  { key: '03', name: 'C', color: '#52c41a' },
] as const;
const BREAKER = '#cf1322';

/** Each phase's current over the last hour against the breaker line (spec 3 §2, issue 22). */
export function PhaseChart({
  history,
  breaker,
}: {
  history: MeterHistory;
  breaker: number | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const readings = history.readings;
  const label = t('smartCharging.tab.chart');
  const peak = Math.max(breaker ?? 0, ...readings.flatMap((r) => Object.values(r.current.phase)));
  return (
    <div
      data-testid="smart-charging-chart"
      data-breaker={breaker ?? ''}
      data-readings={readings.length}
      style={{ height: 280, width: '100%' }}
    >
      <Line
        role="img"
        aria-label={label}
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom' },
            tooltip: {
              callbacks: {
                label: (i) => `${i.dataset.label}: ${format.number(i.parsed.y ?? 0, 1)} A`,
              },
            },
          },
          scales: {
            x: { ticks: { autoSkip: true, maxRotation: 0 } },
            y: {
              min: 0,
              suggestedMax: Math.ceil(peak * 1.1) || 1,
              title: { display: true, text: t('smartCharging.tab.amps') },
            },
          },
        }}
        data={{
          labels: readings.map((r) => format.time(r.timestamp)),
          datasets: [
            ...PHASES.map((p) => ({
              label: t('smartCharging.tab.phase', { phase: p.name }),
              data: readings.map((r) => r.current.phase[p.key]),
              borderColor: p.color,
              backgroundColor: p.color,
              pointRadius: 0,
              borderWidth: 2,
            })),
            ...(breaker === null
              ? []
              : [
                  {
                    label: t('smartCharging.tab.breaker', { amps: format.number(breaker, 1) }),
                    data: readings.map(() => breaker),
                    borderColor: BREAKER,
                    backgroundColor: BREAKER,
                    borderDash: [6, 4],
                    pointRadius: 0,
                    borderWidth: 2,
                  },
                ]),
          ],
        }}
      />
    </div>
  );
}
