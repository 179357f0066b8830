import { describe, expect, it } from 'vitest';
import { kwText, powerChartOptions } from './power-chart-options';

describe('powerChartOptions', () => {
  it('starts the kW axis at zero', () => {
    const y = powerChartOptions('Power').scales?.y;
    expect(y).toMatchObject({ beginAtZero: true, min: 0, title: { text: 'kW' } });
  });

  it('reads ticks and tooltips in kW with two decimals', () => {
    const options = powerChartOptions('Power');
    const tick = options.scales?.y?.ticks?.callback as unknown as (v: number) => string;
    expect(tick(7)).toBe(kwText(7));
    expect(kwText(7)).toMatch(/^7[.,]00 kW$/);
    expect(kwText(3.456)).toMatch(/^3[.,]46 kW$/);
    const label = options.plugins?.tooltip?.callbacks?.label as unknown as (item: {
      parsed: { y: number };
    }) => string;
    expect(label({ parsed: { y: 11.5 } })).toMatch(/^Power: 11[.,]50 kW$/);
  });
});
