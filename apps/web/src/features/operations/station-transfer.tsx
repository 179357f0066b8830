import { compareIds } from '@chargedeck/shared';
import { Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandMetadata } from './operations-api';
import './station-transfer.css';

/** The stations as the Transfer lists them, in natural chargeBoxId order (CB-2 before CB-10). */
export function transferItemsOf(stations: CommandMetadata['cpList']) {
  return stations
    .map((s) => ({ key: s.chargeBoxId, title: s.chargeBoxId, description: s.description }))
    .sort((a, b) => compareIds(a.key, b.key));
}

/**
 * Available and Selected stations, searchable, 250 × 722 px each (spec 2 "Operations"); on a
 * phone they stack, each as wide as the screen and 320 px high, so the list fits 390 px.
 */
export function StationTransfer(props: {
  stations: CommandMetadata['cpList'];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Transfer
      className="station-transfer"
      dataSource={transferItemsOf(props.stations)}
      targetKeys={props.selected}
      onChange={(keys) => props.onChange(keys.map(String))}
      showSearch
      filterOption={(input, item) =>
        `${item.title} ${item.description}`.toLowerCase().includes(input.toLowerCase())
      }
      render={(item) => item.title}
      titles={[t('stationOps.operations.available'), t('stationOps.operations.selected')]}
      styles={{ section: { width: 250, height: 722 } }}
    />
  );
}
