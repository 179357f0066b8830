import type { ConfigurationKeyValue } from '../ocpp/command-types';
import {
  defaultConfiguration,
  SUPPORTED_MEASURANDS,
  type KeyDefinition,
  type KeyKind,
} from './configuration-keys';

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

/** The station's configuration keys; OCPP keys are matched without regard to case. */
export class StationConfiguration {
  private readonly keys = new Map<string, { name: string; definition: KeyDefinition }>();
  private readonly listeners = new Set<(key: string, value: string) => void>();

  constructor(numberOfConnectors: number, overrides: Record<string, string> = {}) {
    for (const [name, definition] of Object.entries(defaultConfiguration(numberOfConnectors))) {
      this.keys.set(name.toLowerCase(), { name, definition: { ...definition } });
    }
    for (const [name, value] of Object.entries(overrides)) this.set(name, value);
  }

  get(key: string): string | undefined {
    return this.keys.get(key.toLowerCase())?.definition.value;
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
    const entry = this.keys.get(key.toLowerCase());
    if (!entry) throw new RangeError(`unknown configuration key ${key}`);
    entry.definition.value = value;
    for (const listener of this.listeners) listener(entry.name, value);
  }

  onChange(listener: (key: string, value: string) => void): void {
    this.listeners.add(listener);
  }

  /** ChangeConfiguration as a station answers it. */
  change(key: string, value: string): ChangeStatus {
    const entry = this.keys.get(key.toLowerCase());
    if (!entry) return 'NotSupported';
    if (entry.definition.readonly || !valid(entry.definition.kind, value)) return 'Rejected';
    this.set(entry.name, value);
    return entry.definition.rebootRequired ? 'RebootRequired' : 'Accepted';
  }

  /** GetConfiguration: all keys when none are asked for. */
  read(requested?: string[]): { configurationKey: ConfigurationKeyValue[]; unknownKey: string[] } {
    const wanted = requested?.length ? requested : [...this.keys.values()].map((k) => k.name);
    const configurationKey: ConfigurationKeyValue[] = [];
    const unknownKey: string[] = [];
    for (const key of wanted) {
      const entry = this.keys.get(key.toLowerCase());
      if (!entry) unknownKey.push(key);
      else {
        const { readonly, value } = entry.definition;
        configurationKey.push({ key: entry.name, readonly, value });
      }
    }
    return { configurationKey, unknownKey };
  }
}
