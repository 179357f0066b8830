import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useRef } from 'react';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { isNotification, type StationNotification } from '../../app/realtime/notification';
import { RealtimeContext } from '../../app/realtime/realtime-context';
import { useTenantTopics, useTopic } from '../../app/realtime/use-topic';
import type {
  MapChargePoint,
  MapStationDetails,
  StatsInfo,
  StatsRange,
  StatsSums,
} from './home-types';
import { chargePointsOfRows, type MapRows } from './map-rows';
import { applyChange, chargeBoxChangeOf } from './station-state';

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
      chargePointsOfRows(
        dataOrThrow(
          await api.get<MapRows>('chargepoints/map', {
            query: { originType: 'MOVE', timeZone: zone(), format: 'rows' },
            signal,
          }),
        ),
      ),
    refetchInterval: refetchInterval * 3,
  });
}

/**
 * What the popup shows of one station beyond its marker (description, address, origin, vendor,
 * protocol, connector types, this month's energy), read when the popup opens.
 */
export const mapStationDetailsQuery = (chargeBoxPk: number) => ({
  queryKey: ['chargepoints', 'map-station', chargeBoxPk] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<MapStationDetails> =>
    dataOrThrow(
      await api.get<{ chargePoint: MapStationDetails }>(`chargepoints/map/${chargeBoxPk}`, {
        query: { timeZone: zone() },
        signal,
      }),
    ).chargePoint,
});

export function useMapStationDetails(chargeBoxPk: number) {
  return useQuery(mapStationDetailsQuery(chargeBoxPk));
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

/** Runs `fn` at most once per `ms`, at the end of the window (the newest state wins). */
function useTrailing(fn: () => void, ms: number): () => void {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  return () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      latest.current();
    }, ms);
  };
}

/**
 * Live home: a connector status or connection change on `{apiKey}/chargeBox` recolours its
 * marker at once; figures refetch at most every 2 s after `{apiKey}/stats` or such a change, and
 * the map list after a new station; `{apiKey}/notification/chargeBox` prepends to the live list.
 */
export function useLiveHome(): void {
  const client = useQueryClient();
  const topics = useTenantTopics();
  const refetchStats = useTrailing(
    () => void client.invalidateQueries({ queryKey: ['stats'] }),
    2_000,
  );
  const refetchMap = useTrailing(() => void client.invalidateQueries({ queryKey: MAP_KEY }), 5_000);
  useTopic(topics.stats, refetchStats);
  useTopic(topics.chargeBox, (message) => {
    if (message.type === 'insert') {
      refetchMap();
      refetchStats();
      return;
    }
    const change = chargeBoxChangeOf(message.body);
    if (!change) return;
    client.setQueryData<MapChargePoint[]>(MAP_KEY, (list) =>
      list?.map((s) => (s.chargeBoxId === change.chargeBoxId ? applyChange(s, change) : s)),
    );
    refetchStats();
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
