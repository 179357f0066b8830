/**
 * The one formatter of numbers, money, energy, percentages, dates and durations a person reads
 * (issue 18 item 2). Every screen and every human-readable server text goes through it, so a
 * page never shows "1.46 kWh" beside "18,49". Machine formats (ISO dates, CSV numbers, API
 * amounts in cents) stay as the spec says and never come from here.
 */

/** Dates read DD/MM/YYYY everywhere but in English, which reads MM/DD/YYYY. */
export type DatePattern = 'DD/MM/YYYY' | 'MM/DD/YYYY';

export interface FormatOptions {
  /** ISO 4217 code of the tenant's currency; BRL by default (spec 3 §1). */
  currency?: string;
  /** IANA zone the times read in; the runtime's zone by default (the browser's). */
  timeZone?: string;
}

type Instant = Date | string | number;

export interface Formatter {
  readonly locale: string;
  readonly currency: string;
  /** The currency's symbol in this locale, for axis titles ("R$", "US$", "$"). */
  readonly currencySymbol: string;
  /** The decimal mark of this locale ("," or "."), for number inputs. */
  readonly decimalMark: string;
  /** The date order of this locale, as a dayjs / antd DatePicker format. */
  readonly datePattern: DatePattern;
  /** Day and month only (chart labels), as a dayjs format. */
  readonly dayMonthPattern: 'DD/MM' | 'MM/DD';
  /** A number with at most `max` decimals (at least `min`). */
  number(value: number, max?: number, min?: number): string;
  /** A whole count, with the locale's grouping ("1.234"). */
  count(value: number): string;
  /** Integer cents as money of the tenant's currency, always two decimals ("R$ 18,49"). */
  money(cents: number): string;
  /** Money text of this locale back to integer cents; null when it is not an amount. */
  parseMoney(text: string): number | null;
  /** Watt-hours as kWh with two decimals and the unit ("1,46 kWh"). */
  energy(wh: number): string;
  /** Kilowatts with two decimals and the unit ("7,40 kW"). */
  power(kw: number): string;
  /** A percentage given 0 to 100 ("12,5%"). */
  percent(value: number, digits?: number): string;
  /** A calendar day ("24/11/2026"; "11/24/2026" in English). Plain YYYY-MM-DD is not shifted. */
  date(at: Instant): string;
  /** Day and month only ("24/11"; "11/24" in English). */
  dayMonth(at: Instant): string;
  /** HH:mm, or HH:mm:ss with seconds, 24-hour. */
  time(at: Instant, seconds?: boolean): string;
  /** The date then the time ("24/11/2026 14:56"). */
  dateTime(at: Instant, seconds?: boolean): string;
  /** A typed date of this locale's order to ISO YYYY-MM-DD; null when it is not a real day. */
  parseDate(text: string): string | null;
  /** `1h 05m 09s`, under an hour `5m 09s`. */
  duration(seconds: number): string;
  /** Spec 1 §9: seconds under 60, minutes under an hour, otherwise hours and minutes. */
  durationShort(seconds: number): string;
}

export const DEFAULT_CURRENCY = 'BRL';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  for (const [tag, tried] of [
    [locale, options],
    // An unknown locale reads as pt-BR; an unknown currency code as plain numbers.
    ['pt-BR', options],
    ['pt-BR', { ...options, style: 'decimal', currency: undefined }],
  ] as const) {
    try {
      return new Intl.NumberFormat(tag, tried);
    } catch {
      // try the next one
    }
  }
  return new Intl.NumberFormat('pt-BR');
}

function patternOf(locale: string): DatePattern {
  return locale === 'en' || locale.startsWith('en-') ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

interface DayParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
/** Hours whose zone offset is kept per formatter (about a year of hours). */
const KEPT_HOURS = 10_000;

function partsOfUtc(ms: number): DayParts {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/**
 * Date parts of instants in a zone. Intl's formatToParts costs tens of microseconds a call
 * (most of a 100,000-row export's time), so the zone's offset is asked once per UTC hour and the
 * parts are read from the shifted instant; an hour whose offset is not the same at both ends
 * (a change of offset inside it) is read through Intl for every instant.
 */
function zonePartsOf(timeZone: string | undefined) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const exact = (ms: number): DayParts => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
    );
    return {
      year: parts.year ?? 0,
      month: parts.month ?? 0,
      day: parts.day ?? 0,
      hour: parts.hour ?? 0,
      minute: parts.minute ?? 0,
      second: parts.second ?? 0,
    };
  };
  const offsetAt = (ms: number) => {
    const p = exact(ms);
    const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    return p.year >= 1000 && p.year <= 9999 ? local - Math.floor(ms / 1000) * 1000 : NaN;
  };
  /** The offset of each UTC hour already asked, NaN when it changes within the hour. */
  const offsets = new Map<number, number>();
  const offsetOfHour = (hour: number) => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const start = offsetAt(hour * HOUR_MS);
      offset = start === offsetAt(hour * HOUR_MS + HOUR_MS - 1000) ? start : NaN;
      if (offsets.size >= KEPT_HOURS) offsets.clear();
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (at: Instant): DayParts => {
    if (typeof at === 'string') {
      const day = ISO_DAY.exec(at);
      if (day) {
        return { year: +day[1]!, month: +day[2]!, day: +day[3]!, hour: 0, minute: 0, second: 0 };
      }
    }
    const ms = new Date(at).getTime();
    if (!Number.isFinite(ms)) return exact(ms);
    const offset = offsetOfHour(Math.floor(ms / HOUR_MS));
    return Number.isNaN(offset) ? exact(ms) : partsOfUtc(ms + offset);
  };
}

function durationText(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : `${m}m ${pad(s)}s`;
}

function durationShortText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}min`;
  return `${Math.floor(s / 3600)}h ${pad(Math.floor((s % 3600) / 60))}min`;
}

function validDay(year: number, month: number, day: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

function buildFormatter(locale: string, currency: string, timeZone?: string): Formatter {
  const moneyFormat = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const decimals = new Map<string, Intl.NumberFormat>();
  const decimal = (max: number, min: number) => {
    const key = `${max} ${min}`;
    let format = decimals.get(key);
    if (!format) {
      format = numberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
      decimals.set(key, format);
    }
    return format;
  };
  const decimalMark =
    moneyFormat.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
  const partsOf = zonePartsOf(timeZone);
  const pattern = patternOf(locale);
  const dayFirst = pattern === 'DD/MM/YYYY';
  const dayMonth = (p: DayParts) =>
    dayFirst ? `${pad(p.day)}/${pad(p.month)}` : `${pad(p.month)}/${pad(p.day)}`;
  const time = (p: DayParts, seconds: boolean) =>
    `${pad(p.hour)}:${pad(p.minute)}${seconds ? `:${pad(p.second)}` : ''}`;

  return {
    locale,
    currency,
    currencySymbol:
      moneyFormat.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency,
    decimalMark,
    datePattern: pattern,
    dayMonthPattern: dayFirst ? 'DD/MM' : 'MM/DD',
    number: (value, max = 2, min = 0) => decimal(max, Math.min(min, max)).format(value),
    count: (value) => decimal(0, 0).format(Math.round(value)),
    money: (cents) => moneyFormat.format(Math.round(cents) / 100),
    parseMoney(text) {
      const negative = /-|\u2212/.test(text);
      const kept = text.split(decimalMark);
      if (kept.length > 2) return null;
      const whole = (kept[0] ?? '').replace(/\D/g, '');
      const fraction = (kept[1] ?? '').replace(/\D/g, '');
      if (!whole && !fraction) return null;
      if (fraction.length > 2) return null;
      const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
      return negative && cents !== 0 ? -cents : cents;
    },
    energy: (wh) => `${decimal(2, 2).format(wh / 1000)} kWh`,
    power: (kw) => `${decimal(2, 2).format(kw)} kW`,
    percent: (value, digits = 1) =>
      numberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: digits,
      }).format(value / 100),
    date(at) {
      const p = partsOf(at);
      return `${dayMonth(p)}/${p.year}`;
    },
    dayMonth: (at) => dayMonth(partsOf(at)),
    time: (at, seconds = false) => time(partsOf(at), seconds),
    dateTime(at, seconds = false) {
      const p = partsOf(at);
      return `${dayMonth(p)}/${p.year} ${time(p, seconds)}`;
    },
    parseDate(text) {
      const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
      if (!match) return null;
      const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const [day, month] = dayFirst ? [first, second] : [second, first];
      if (!validDay(year, month, day)) return null;
      return `${year}-${pad(month)}-${pad(day)}`;
    },
    duration: durationText,
    durationShort: durationShortText,
  };
}

/** Formatters by locale, currency and zone: building one costs far more than using it. */
const formatters = new Map<string, Formatter>();

/** The formatter of a locale (pt-BR, en, es, es-CO...) and the tenant's currency. */
export function formatterOf(locale: string, options: FormatOptions = {}): Formatter {
  const currency = (options.currency ?? DEFAULT_CURRENCY).toUpperCase();
  const key = `${locale} ${currency} ${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = buildFormatter(locale, currency, options.timeZone);
    if (formatters.size < 200) formatters.set(key, formatter);
  }
  return formatter;
}
