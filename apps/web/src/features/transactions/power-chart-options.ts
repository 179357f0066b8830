import type { ChartOptions } from 'chart.js';

/** A power value in kW as the chart shows it: always two decimals, with its unit. */
export const kwText = (kw: number) =>
  `${kw.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kW`;

/**
 * The power chart's options: the y axis in kW starts at zero (a flat charge does not look
 * like a swing) and its ticks and tooltip read with two decimals.
 */
export function powerChartOptions(label: string): ChartOptions<'line'> {
  return {
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => `${label}: ${kwText(item.parsed.y ?? 0)}` } },
    },
    scales: {
      y: {
        beginAtZero: true,
        min: 0,
        title: { display: true, text: 'kW' },
        ticks: { callback: (value) => kwText(Number(value)) },
      },
    },
  };
}
