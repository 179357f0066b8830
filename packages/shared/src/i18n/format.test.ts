import { describe, expect, it } from 'vitest';
import { formatterOf } from './format';

/** Intl puts no-break spaces in money and percent texts; tests read plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const AT = '2026-11-24T14:05:09Z';

describe('formatterOf', () => {
  it('reads pt-BR with a decimal comma, the real and DD/MM/YYYY', () => {
    const f = formatterOf('pt-BR', { timeZone: 'UTC' });
    expect(f.energy(1460)).toBe('1,46 kWh');
    expect(plain(f.money(1849))).toBe('R$ 18,49');
    expect(plain(f.money(123_456_7))).toBe('R$ 12.345,67');
    expect(f.power(7.4)).toBe('7,40 kW');
    expect(f.percent(12.5)).toBe('12,5%');
    expect(f.number(1234.5678)).toBe('1.234,57');
    expect(f.count(12345)).toBe('12.345');
    expect(f.date(AT)).toBe('24/11/2026');
    expect(f.dateTime(AT)).toBe('24/11/2026 14:05');
    expect(f.dateTime(AT, true)).toBe('24/11/2026 14:05:09');
    expect(f.dayMonth(AT)).toBe('24/11');
    expect(f.datePattern).toBe('DD/MM/YYYY');
    expect(f.currencySymbol).toBe('R$');
    expect(f.decimalMark).toBe(',');
  });

  it('reads en with a decimal point and MM/DD/YYYY', () => {
    const f = formatterOf('en', { currency: 'USD', timeZone: 'UTC' });
    expect(f.energy(1460)).toBe('1.46 kWh');
    expect(f.money(1849)).toBe('$18.49');
    expect(f.number(1234.5678)).toBe('1,234.57');
    expect(f.percent(12.5)).toBe('12.5%');
    expect(f.date(AT)).toBe('11/24/2026');
    expect(f.dateTime(AT)).toBe('11/24/2026 14:05');
    expect(f.dayMonth(AT)).toBe('11/24');
    expect(f.datePattern).toBe('MM/DD/YYYY');
    expect(f.decimalMark).toBe('.');
  });

  it('reads es with a decimal comma, DD/MM/YYYY and the tenant currency with cents', () => {
    const f = formatterOf('es-CO', { currency: 'COP', timeZone: 'UTC' });
    expect(f.energy(1460)).toBe('1,46 kWh');
    expect(plain(f.money(123_450))).toBe('$ 1.234,50');
    expect(f.date(AT)).toBe('24/11/2026');
    expect(formatterOf('es', { timeZone: 'UTC' }).datePattern).toBe('DD/MM/YYYY');
  });

  it('reads times in the given zone and never shifts a plain calendar day', () => {
    const f = formatterOf('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(f.dateTime('2026-11-24T01:30:00Z')).toBe('23/11/2026 22:30');
    expect(f.date('1990-05-20')).toBe('20/05/1990');
  });

  it('reads the same date and time as Intl around changes of offset, whatever the zone', () => {
    const zones = [
      'America/Sao_Paulo',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Africa/Monrovia',
    ];
    // About every 6 hours over 1970, 2018 (São Paulo's last summer time) and 2026, and
    // instants before 1970 with seconds in their zone offsets.
    const instants: number[] = [Date.UTC(1900, 0, 1, 3), Date.UTC(1969, 11, 31, 23, 59, 59)];
    for (const year of [1970, 2018, 2026]) {
      for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 21_599_000) {
        instants.push(ms + (ms % 997));
      }
    }
    for (const timeZone of zones) {
      const f = formatterOf('pt-BR', { timeZone });
      const intl = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      const wrong = instants.filter((ms) => {
        const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
        const want = `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
        return f.dateTime(new Date(ms), true) !== want;
      });
      expect(
        wrong.map((ms) => new Date(ms).toISOString()),
        timeZone,
      ).toEqual([]);
    }
  }, 60_000);

  it('uses BRL when the tenant has no currency and survives an unknown code', () => {
    expect(formatterOf('pt-BR').currency).toBe('BRL');
    expect(formatterOf('pt-BR', { currency: 'X1' }).money(1849)).toBe('18,49');
    expect(formatterOf('not a locale!').energy(1460)).toBe('1,46 kWh');
    expect(plain(formatterOf('not a locale!').money(1849))).toBe('R$ 18,49');
  });

  it('parses a typed date in the locale order to ISO and refuses impossible days', () => {
    const pt = formatterOf('pt-BR');
    const en = formatterOf('en');
    expect(pt.parseDate('20/05/1990')).toBe('1990-05-20');
    expect(en.parseDate('05/20/1990')).toBe('1990-05-20');
    expect(pt.parseDate('31/02/1990')).toBeNull();
    expect(en.parseDate('20/05/1990')).toBeNull();
    expect(pt.parseDate('1990-05-20')).toBeNull();
  });

  it('writes durations as the spec reads them', () => {
    const f = formatterOf('pt-BR');
    expect(f.duration(3909)).toBe('1h 05m 09s');
    expect(f.duration(309)).toBe('5m 09s');
    expect(f.durationShort(59)).toBe('59s');
    expect(f.durationShort(3599)).toBe('59min');
    expect(f.durationShort(3900)).toBe('1h 05min');
  });
});

/** A small seeded generator: the same cases on every run, many of them. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('money round-trip (property)', () => {
  const cases: [string, string][] = [
    ['pt-BR', 'BRL'],
    ['en', 'USD'],
    ['en', 'BRL'],
    ['es', 'EUR'],
    ['es-CO', 'COP'],
    ['es-EC', 'USD'],
    ['es-UY', 'UYU'],
  ];
  for (const [locale, currency] of cases) {
    it(`formats then parses any cents amount back in ${locale} ${currency}`, () => {
      const f = formatterOf(locale, { currency });
      const random = seeded(locale.length * 7919 + currency.charCodeAt(0));
      const amounts = [0, 1, 9, 10, 99, 100, 101, -1, -100, 123_456_789];
      for (let i = 0; i < 2000; i += 1) {
        const magnitude = 10 ** Math.floor(random() * 11);
        const sign = random() < 0.2 ? -1 : 1;
        amounts.push(sign * Math.floor(random() * magnitude));
      }
      for (const cents of amounts) {
        expect(f.parseMoney(f.money(cents)), `${cents} → ${f.money(cents)}`).toBe(
          cents === 0 ? 0 : cents,
        );
      }
    });
  }

  it('refuses texts that are not amounts', () => {
    const f = formatterOf('pt-BR');
    expect(f.parseMoney('abc')).toBeNull();
    expect(f.parseMoney('1,234')).toBeNull();
    expect(f.parseMoney('1,2,3')).toBeNull();
  });
});
