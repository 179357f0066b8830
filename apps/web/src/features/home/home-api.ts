import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { use, useRef } from 'react';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { isNotification, type StationNotification } from '../../app/realtime/notification';
import { RealtimeContext } from '../../app/realtime/realtime-context';
import { useTenantTopics, useTopic } from '../../app/realtime/use-topic';
import type { MapChargePoint, StatsInfo, StatsRange, StatsSums } from './home-types';
import { withConnectorStatus } from './station-state';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const MAP_KEY = ['chargepoints', 'map'] as const;
const NOTIFICATIONS_KEY = ['notification', 'home'] as const;
const LIVE_LIMIT = 100;

/** Without a live connection the figures are polled; with one, they follow its messages. */
function usePollInterval(): number {
  return use(RealtimeContext)?.connected ? 60_000 : 10_000;
}

export function useStatsSums(range: StatsRange) {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: ['stats', 'sums', range],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<StatsSums>('stats/sums', { query: { ...range, timeZone: zone() }, signal }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export function useStatsInfo(range: StatsRange) {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: ['stats', 'info', range],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<StatsInfo>('stats/info', { query: { ...range, timeZone: zone() }, signal }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export function useMapChargePoints() {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: MAP_KEY,
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ chargePointList: MapChargePoint[] }>('chargepoints/map', {
          query: { originType: 'MOVE', timeZone: zone() },
          signal,
        }),
      ).chargePointList,
    refetchInterval: refetchInterval * 3,
  });
}

export function useLiveNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ notificationList: StationNotification[] }>('notification/chargeBox', {
          query: { limit: LIVE_LIMIT },
          signal,
        }),
      ).notificationList,
  });
}

interface ConnectorChange {
  chargeBoxId: string;
  connectorId: number;
  status: string;
}

function connectorChangeOf(body: unknown): ConnectorChange | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const status = b.status ?? (b.lastStatus as Record<string, unknown> | undefined)?.status;
  if (typeof b.chargeBoxId !== 'string' || typeof b.connectorId !== 'number') return undefined;
  return typeof status === 'string'
    ? { chargeBoxId: b.chargeBoxId, connectorId: b.connectorId, status }
    : undefined;
}

/**
 * Live home: `{apiKey}/stats` refetches the figures; `{apiKey}/chargeBox` patches the station's
 * connector (marker colour) at once, then refetches figures and map at most every 5 s;
 * `{apiKey}/notification/chargeBox` prepends to the live list.
 */
export function useLiveHome(): void {
  const client = useQueryClient();
  const topics = useTenantTopics();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshSoon = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void client.invalidateQueries({ queryKey: ['stats'] });
      void client.invalidateQueries({ queryKey: MAP_KEY });
    }, 5_000);
  };
  useTopic(topics.stats, () => void client.invalidateQueries({ queryKey: ['stats'] }));
  useTopic(topics.chargeBox, (message) => {
    const change = connectorChangeOf(message.body);
    if (change) {
      client.setQueryData<MapChargePoint[]>(MAP_KEY, (list) =>
        list?.map((s) =>
          s.chargeBoxId === change.chargeBoxId
            ? withConnectorStatus(s, change.connectorId, change.status)
            : s,
        ),
      );
      void client.invalidateQueries({ queryKey: ['stats'] });
    }
    refreshSoon();
  });
  useTopic(topics.notifications, (message) => {
    const n = message.body;
    if (!isNotification(n)) return;
    client.setQueryData<StationNotification[]>(NOTIFICATIONS_KEY, (list) =>
      [n, ...(list ?? []).filter((old) => old.notificationPk !== n.notificationPk)].slice(
        0,
        LIVE_LIMIT,
      ),
    );
  });
}
