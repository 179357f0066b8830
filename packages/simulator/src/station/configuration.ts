import type { ConfigurationKey } from '@chargedeck/shared/ocpp16';
import { defaultConfiguration, SUPPORTED_MEASURANDS, type KeyKind } from './configuration-keys';

export type ChangeStatus = 'Accepted' | 'Rejected' | 'RebootRequired' | 'NotSupported';

const measurands: ReadonlySet<string> = new Set(SUPPORTED_MEASURANDS);

function valid(kind: KeyKind, value: string): boolean {
  switch (kind) {
    case 'integer':
      return /^\d{1,9}$/.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'measurands':
      return value === '' || value.split(',').every((m) => measurands.has(m.trim()));
    case 'text':
      return value.length <= 500;
  }
}

/** Definitions are shared by every station; a station keeps only the values it changed. */
const definitions = new Map(
  Object.entries(defaultConfiguration(1)).map(([name, definition]) => [
    name.toLowerCase(),
    { name, definition },
  ]),
);

/** The station's configuration keys; OCPP keys are matched without regard to case. */
export class StationConfiguration {
  private readonly values = new Map<string, string>();
  private readonly listeners: ((key: string, value: string) => void)[] = [];

  constructor(numberOfConnectors: number, overrides: Record<string, string> = {}) {
    this.set('NumberOfConnectors', String(numberOfConnectors));
    for (const [name, value] of Object.entries(overrides)) this.set(name, value);
  }

  get(key: string): string | undefined {
    const lower = key.toLowerCase();
    return this.values.get(lower) ?? definitions.get(lower)?.definition.value;
  }

  int(key: string): number {
    return Number.parseInt(this.get(key) ?? '0', 10);
  }

  bool(key: string): boolean {
    return this.get(key) === 'true';
  }

  list(key: string): string[] {
    return (this.get(key) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }

  /** Sets a value from inside the station (boot interval, options); readonly keys included. */
  set(key: string, value: string): void {
    const entry = definitions.get(key.toLowerCase());
    if (!entry) throw new RangeError(`unknown configuration key ${key}`);
    this.values.set(key.toLowerCase(), value);
    for (const listener of this.listeners) listener(entry.name, value);
  }

  onChange(listener: (key: string, value: string) => void): void {
    this.listeners.push(listener);
  }

  /** ChangeConfiguration as a station answers it. */
  change(key: string, value: string): ChangeStatus {
    const entry = definitions.get(key.toLowerCase());
    if (!entry) return 'NotSupported';
    if (entry.definition.readonly || !valid(entry.definition.kind, value)) return 'Rejected';
    this.set(entry.name, value);
    return entry.definition.rebootRequired ? 'RebootRequired' : 'Accepted';
  }

  /** GetConfiguration: all keys when none are asked for. */
  read(requested?: string[]): { configurationKey: ConfigurationKey[]; unknownKey: string[] } {
    const wanted = requested?.length ? requested : [...definitions.values()].map((k) => k.name);
    const configurationKey: ConfigurationKey[] = [];
    const unknownKey: string[] = [];
    for (const key of wanted) {
      const entry = definitions.get(key.toLowerCase());
      if (!entry) unknownKey.push(key);
      else {
        const value = this.get(entry.name) ?? '';
        configurationKey.push({ key: entry.name, readonly: entry.definition.readonly, value });
      }
    }
    return { configurationKey, unknownKey };
  }
}
