import { describe, expect, it } from 'vitest';
import {
  alertColour,
  isSelectable,
  matchesSearch,
  mergeAlerts,
  nextSort,
  normalizeTags,
  overflowMarker,
  sortAlerts,
  tagText,
  type AlertItem,
} from './alert-rules';

const alert = (pk: number, over: Partial<AlertItem> = {}): AlertItem => ({
  notificationPk: pk,
  type: 'Failure',
  chargeBoxName: `Station ${pk}`,
  chargeBoxId: `CB-${pk}`,
  userName: null,
  notificationTimestamp: `2026-06-1${pk}T10:00:00.000Z`,
  notificationTimestampDT: '',
  connectorId: 1,
  transactionId: null,
  connectorErrorMsg: null,
  connectorErrorCode: null,
  addressState: null,
  addressCity: null,
  addressStreet: null,
  ...over,
});

describe('alert search', () => {
  it('strips spaces and ignores case, on the station name or the chargeBoxId', () => {
    expect(normalizeTags([' Shopping Norte ', 'shoppingnorte', '', 'CB 7'])).toEqual([
      'shoppingnorte',
      'cb7',
    ]);
    const a = alert(1, { chargeBoxName: 'Shopping Norte', chargeBoxId: 'SP-001' });
    expect(matchesSearch(a, ['shoppingnorte'])).toBe(true);
    expect(matchesSearch(a, ['sp-00'])).toBe(true);
    expect(matchesSearch(a, ['sul', 'sp-001'])).toBe(true);
    expect(matchesSearch(a, ['sul'])).toBe(false);
    expect(matchesSearch(a, [])).toBe(true);
  });

  it('cuts tags longer than 7 characters and counts the ones beyond 5', () => {
    expect(tagText('station')).toBe('station');
    expect(tagText('stations')).toBe('station…');
    expect(overflowMarker(5)).toBeNull();
    expect(overflowMarker(8)).toBe('+3');
  });
});

describe('alert sort', () => {
  it('compares State, Place and Date raw (upper case before lower case)', () => {
    const list = [
      alert(1, { addressState: 'sp' }),
      alert(2, { addressState: 'SP' }),
      alert(3, { addressState: 'RJ' }),
    ];
    const asc = sortAlerts(list, { column: 'state', direction: 'ascend' });
    expect(asc.map((a) => a.addressState)).toEqual(['RJ', 'SP', 'sp']);
    const desc = sortAlerts(list, { column: 'state', direction: 'descend' });
    expect(desc.map((a) => a.addressState)).toEqual(['sp', 'SP', 'RJ']);
    const byDate = sortAlerts([alert(2), alert(1), alert(3)], {
      column: 'date',
      direction: 'ascend',
    });
    expect(byDate.map((a) => a.notificationPk)).toEqual([1, 2, 3]);
    const byPlace = sortAlerts(
      [alert(1, { addressStreet: 'b' }), alert(2, { addressStreet: 'B' })],
      {
        column: 'place',
        direction: 'ascend',
      },
    );
    expect(byPlace.map((a) => a.addressStreet)).toEqual(['B', 'b']);
  });

  it('sorts the Station column naturally, CB-2 before CB-10', () => {
    const list = [10, 2, 1].map((pk) => alert(pk, { chargeBoxName: '', chargeBoxId: `cb-${pk}` }));
    const asc = sortAlerts(list, { column: 'station', direction: 'ascend' });
    expect(asc.map((a) => a.chargeBoxId)).toEqual(['cb-1', 'cb-2', 'cb-10']);
    const desc = sortAlerts(list, { column: 'station', direction: 'descend' });
    expect(desc.map((a) => a.chargeBoxId)).toEqual(['cb-10', 'cb-2', 'cb-1']);
  });

  it('compares City without case and keeps empty cities last both ways', () => {
    const list = [
      alert(1, { addressCity: 'campinas' }),
      alert(2, { addressCity: null }),
      alert(3, { addressCity: 'Belo Horizonte' }),
      alert(4, { addressCity: 'Santos' }),
    ];
    expect(
      sortAlerts(list, { column: 'city', direction: 'ascend' }).map((a) => a.addressCity),
    ).toEqual(['Belo Horizonte', 'campinas', 'Santos', null]);
    expect(
      sortAlerts(list, { column: 'city', direction: 'descend' }).map((a) => a.addressCity),
    ).toEqual(['Santos', 'campinas', 'Belo Horizonte', null]);
  });

  it('toggles the direction on the same header and starts ascending on another', () => {
    expect(nextSort({ column: 'date', direction: 'descend' }, 'date')).toEqual({
      column: 'date',
      direction: 'ascend',
    });
    expect(nextSort({ column: 'date', direction: 'ascend' }, 'date').direction).toBe('descend');
    expect(nextSort({ column: 'date', direction: 'ascend' }, 'city')).toEqual({
      column: 'city',
      direction: 'ascend',
    });
  });

  it('merges the lists of several tags once each, newest first', () => {
    const merged = mergeAlerts([
      [alert(1), alert(3)],
      [alert(3), alert(2)],
    ]);
    expect(merged.map((a) => a.notificationPk)).toEqual([3, 2, 1]);
  });
});

describe('alert colours', () => {
  it('makes only Failure and Disconnected red and selectable', () => {
    expect(['Failure', 'Disconnected'].map(alertColour)).toEqual(['red', 'red']);
    // A refused start and a failed command need the operator now too.
    expect(['StartRejected', 'TaskFailed'].map(alertColour)).toEqual(['red', 'red']);
    expect(alertColour('Warning')).toBe('orange');
    expect(alertColour('TransactionStarted')).toBe('blue');
    expect(alertColour('StationBooted')).toBe('green');
    expect(isSelectable({ type: 'Failure' })).toBe(true);
    expect(isSelectable({ type: 'Warning' })).toBe(false);
    expect(isSelectable({ type: 'Available' })).toBe(false);
  });
});
