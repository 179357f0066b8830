import { describe, expect, it } from 'vitest';
import { formatterOf } from '@chargedeck/shared';
import { powerChartOptions } from './power-chart-options';

const ptBR = formatterOf('pt-BR');
const en = formatterOf('en');

describe('powerChartOptions', () => {
  it('starts the kW axis at zero', () => {
    const y = powerChartOptions('Power', ptBR).scales?.y;
    expect(y).toMatchObject({ beginAtZero: true, min: 0, title: { text: 'kW' } });
  });

  it('reads ticks and tooltips in kW with two decimals and the decimal mark of the language', () => {
    for (const [format, mark] of [
      [ptBR, ','],
      [en, '.'],
    ] as const) {
      const options = powerChartOptions('Power', format);
      const tick = options.scales?.y?.ticks?.callback as unknown as (v: number) => string;
      expect(tick(7)).toBe(`7${mark}00`);
      const label = options.plugins?.tooltip?.callbacks?.label as unknown as (item: {
        parsed: { y: number };
      }) => string;
      expect(label({ parsed: { y: 11.5 } })).toBe(`Power: 11${mark}50 kW`);
    }
  });
});
