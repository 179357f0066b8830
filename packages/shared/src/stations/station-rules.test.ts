import { describe, expect, it } from 'vitest';
import { powerMaxChoices } from './station-electrical';
import {
  closeTimeToShow,
  closeTimeToStore,
  connectorDisplayState,
  formatMac,
  formatZip,
  stationDeepLink,
} from './station-format';
import { STATION_MESSAGES as M, stationDetails, stationRuleIssues } from './station.schemas';
import { STATION_GROUP_MESSAGES, stationGroupBody } from './station-group.schemas';

const issues = (input: object) => stationRuleIssues(stationDetails.parse(input));

describe('station rules', () => {
  it('limits power max by system and voltage', () => {
    expect(powerMaxChoices('SINGLE_PHASE', '220')).toEqual([3500, 7400]);
    expect(powerMaxChoices('TWO_PHASE', '127/220')).toEqual([3500, 7400]);
    expect(powerMaxChoices('THREE_PHASE', '127/220')).toEqual([11000]);
    expect(powerMaxChoices('THREE_PHASE', '220/380')[0]).toBe(11000);
    expect(powerMaxChoices('THREE_PHASE', '220/380')).toContain(240000);
    expect(powerMaxChoices(null, null)).toHaveLength(17);
  });

  it('needs latitude in range when the location is shown or Hubject is on', () => {
    expect(issues({ showLocation: true })).toEqual([
      { path: 'locationLatitude', message: M.latitudeMissing },
      { path: 'locationLongitude', message: M.longitudeMissing },
    ]);
    expect(issues({ showLocation: true, locationLatitude: 91, locationLongitude: 1 })).toEqual([
      { path: 'locationLatitude', message: M.latitudeRange },
    ]);
    expect(issues({ showLocation: false })).toEqual([]);
  });

  it('needs opening and closing times unless open 24 hours', () => {
    expect(issues({ isOpen_24Hours: false }).map((i) => i.message)).toEqual([
      M.openTime,
      M.closeTime,
    ]);
    expect(issues({ isOpen_24Hours: true })).toEqual([]);
  });

  it('needs the MAC when the face reader is on', () => {
    expect(issues({ isTenantDeviceReader: true })).toEqual([
      { path: 'deviceReaderMac', message: M.faceReaderMac },
    ]);
  });

  it('needs street and number with a zip, the whole address for Hubject', () => {
    expect(issues({ address: { zipCode: '01310-100' } }).map((i) => i.path)).toEqual([
      'address.street',
      'address.houseNumber',
    ]);
    expect(
      issues({ isHubjectCompatible: true, locationLatitude: 1, locationLongitude: 1 }).map(
        (i) => i.path,
      ),
    ).toEqual([
      'address.street',
      'address.houseNumber',
      'address.zipCode',
      'address.city',
      'address.state',
    ]);
  });

  it('checks phase and voltage against the system', () => {
    expect(issues({ system: 'SINGLE_PHASE', phase: 'AB', voltage: '220' })).toHaveLength(1);
    expect(issues({ system: 'THREE_PHASE', phase: 'CBA', voltage: '220/380' })).toEqual([]);
    expect(issues({ phase: 'A' })[0]?.path).toBe('system');
  });

  it('applies the field length limits', () => {
    expect(stationDetails.safeParse({ endpointAddress: 'x'.repeat(26) }).success).toBe(false);
    expect(stationDetails.safeParse({ address: { street: 'x'.repeat(31) } }).success).toBe(false);
    expect(stationDetails.safeParse({ address: { houseNumber: '123456' } }).success).toBe(false);
    expect(stationDetails.safeParse({ address: { zipCode: '01310100' } }).success).toBe(false);
  });
});

describe('station formats', () => {
  it('masks zip and MAC', () => {
    expect(formatZip('01310a100')).toBe('01310-100');
    expect(formatZip('0131')).toBe('0131');
    expect(formatMac('aa-bb-cc-dd-ee-ffzz11')).toBe('AA:BB:CC:DD:EE:FF');
  });

  it('stores a midnight close time as 23:59:59 and shows it as 00:00:00', () => {
    expect(closeTimeToStore('00:00')).toBe('23:59:59');
    expect(closeTimeToStore('18:30')).toBe('18:30:00');
    expect(closeTimeToShow('23:59:59')).toBe('00:00:00');
  });

  it('maps raw connector status to display states', () => {
    expect(connectorDisplayState('SuspendedEV')).toBe('busy');
    expect(connectorDisplayState('Preparing')).toBe('busy');
    expect(connectorDisplayState('Faulted')).toBe('faulted');
    expect(connectorDisplayState('Available')).toBe('available');
    expect(connectorDisplayState('Maintenance')).toBe('maintenance');
    expect(connectorDisplayState(null)).toBe('unavailable');
  });

  it('pads the pk in the deep link', () => {
    expect(stationDeepLink('https://app.example/', 12, 'u-1')).toBe(
      'https://app.example/station/000012/u-1',
    );
  });
});

describe('station group rules', () => {
  it('answers in Portuguese for missing fields', () => {
    const result = stationGroupBody.safeParse({ name: '', latitude: 100 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(STATION_GROUP_MESSAGES.nameRequired);
    expect(messages).toContain(STATION_GROUP_MESSAGES.latitudeRange);
    expect(messages).toContain(STATION_GROUP_MESSAGES.longitudeRequired);
  });
});
