import { compareIds } from '@chargedeck/shared';

/** One station notification as GET notification/chargeBox returns it (spec 1 §3). */
export interface AlertItem {
  notificationPk: number;
  type: string;
  chargeBoxName: string;
  chargeBoxId: string;
  userName: string | null;
  /** ISO 8601, UTC. */
  notificationTimestamp: string;
  notificationTimestampDT: string;
  connectorId: number | null;
  transactionId: number | null;
  connectorErrorMsg: string | null;
  connectorErrorCode: string | null;
  addressState: string | null;
  addressCity: string | null;
  addressStreet: string | null;
}

export type AlertColumn = 'station' | 'state' | 'city' | 'place' | 'date' | 'event';
export type SortDirection = 'ascend' | 'descend';
export interface AlertSort {
  column: AlertColumn;
  direction: SortDirection;
}

/** Spec 1 §2: at most 5 tags are shown, each cut at 7 characters. */
export const MAX_SHOWN_TAGS = 5;
export const TAG_TEXT_LENGTH = 7;
export const ALERTS_PER_PAGE = 10;

/**
 * Colours, the same as the header notifications menu: red needs the operator (Failure,
 * Disconnected, StartRejected, TaskFailed), orange is a Short Recharge (Warning), blue a transaction event, green a station
 * that is fine (Available, Connected, Station started). Only red rows can be selected.
 */
export type AlertColour = 'red' | 'orange' | 'blue' | 'green';

/** Red: a fault, a station gone, a refused start or a failed command. */
const OPERATOR_NOW = new Set(['Failure', 'Disconnected', 'StartRejected', 'TaskFailed']);

export function alertColour(type: string): AlertColour {
  if (OPERATOR_NOW.has(type)) return 'red';
  if (type === 'Warning') return 'orange';
  if (type === 'TransactionStarted' || type === 'TransactionEnded') return 'blue';
  return 'green';
}

export const isSelectable = (alert: Pick<AlertItem, 'type'>) => alertColour(alert.type) === 'red';

/** A search term as the spec reads it: spaces stripped, case ignored. */
export const normalizeTerm = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The tags of the search box after a change: normalized, empty and repeated ones dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const term = normalizeTerm(tag);
    if (term) seen.add(term);
  }
  return [...seen];
}

/** Whether an alert's station name or chargeBoxId holds one of the terms (none: all match). */
export function matchesSearch(
  alert: Pick<AlertItem, 'chargeBoxName' | 'chargeBoxId'>,
  terms: readonly string[],
): boolean {
  if (terms.length === 0) return true;
  const name = normalizeTerm(alert.chargeBoxName);
  const id = normalizeTerm(alert.chargeBoxId);
  return terms.some((term) => name.includes(term) || id.includes(term));
}

/** What a tag shows: its first 7 characters and an ellipsis when longer. */
export const tagText = (tag: string) =>
  tag.length > TAG_TEXT_LENGTH ? `${tag.slice(0, TAG_TEXT_LENGTH)}…` : tag;

/** The '+N' marker for tags beyond the fifth, or null. */
export const overflowMarker = (count: number) =>
  count > MAX_SHOWN_TAGS ? `+${count - MAX_SHOWN_TAGS}` : null;

const raw = (value: string | null | undefined) => value ?? '';

function compareRaw(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function valueOf(alert: AlertItem, column: AlertColumn): string {
  switch (column) {
    case 'station':
      return alert.chargeBoxName || alert.chargeBoxId;
    case 'state':
      return raw(alert.addressState);
    case 'city':
      return raw(alert.addressCity);
    case 'place':
      return raw(alert.addressStreet);
    case 'date':
      return alert.notificationTimestamp;
    case 'event':
      return alert.type;
  }
}

/**
 * Spec 1 §2: State, Place and Date compare raw values; City compares case-insensitively with
 * empty values last (in both directions). Event compares like City without the empty rule;
 * Station too, with numbers in ids in numeric order (CB-2 before CB-10). Ties keep the newest first.
 */
export function sortAlerts(list: readonly AlertItem[], sort: AlertSort): AlertItem[] {
  const sign = sort.direction === 'ascend' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = valueOf(a, sort.column);
    const y = valueOf(b, sort.column);
    let order: number;
    if (sort.column === 'city') {
      if (!x !== !y) return x ? -1 : 1;
      order = sign * x.toLowerCase().localeCompare(y.toLowerCase());
    } else if (sort.column === 'station') {
      order = sign * compareIds(x, y);
    } else if (sort.column === 'event') {
      order = sign * x.toLowerCase().localeCompare(y.toLowerCase());
    } else {
      order = sign * compareRaw(x, y);
    }
    return order || compareRaw(b.notificationTimestamp, a.notificationTimestamp);
  });
}

/** A header click: the same column flips its direction, another column starts ascending. */
export function nextSort(current: AlertSort, column: AlertColumn): AlertSort {
  if (current.column !== column) return { column, direction: 'ascend' };
  return { column, direction: current.direction === 'ascend' ? 'descend' : 'ascend' };
}

/** Merges lists (one per search tag), one entry per notification, newest first. */
export function mergeAlerts(lists: readonly (readonly AlertItem[])[]): AlertItem[] {
  const byPk = new Map<number, AlertItem>();
  for (const list of lists) for (const alert of list) byPk.set(alert.notificationPk, alert);
  return [...byPk.values()].sort(
    (a, b) =>
      compareRaw(b.notificationTimestamp, a.notificationTimestamp) ||
      b.notificationPk - a.notificationPk,
  );
}
