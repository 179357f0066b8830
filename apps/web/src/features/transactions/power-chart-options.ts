import type { ChartOptions } from 'chart.js';
import type { Formatter } from '@chargedeck/shared';

/**
 * The power chart's options: the y axis in kW starts at zero (a flat charge does not look
 * like a swing) and its ticks and tooltip read with two decimals in the language in use.
 */
export function powerChartOptions(label: string, format: Formatter): ChartOptions<'line'> {
  return {
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: { label: (item) => `${label}: ${format.power(item.parsed.y ?? 0)}` },
      },
    },
    scales: {
      y: {
        beginAtZero: true,
        min: 0,
        title: { display: true, text: 'kW' },
        ticks: { callback: (value) => format.number(Number(value), 2, 2) },
      },
    },
  };
}
