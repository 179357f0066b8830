import { Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandMetadata } from './operations-api';

/** Available and Selected stations, searchable, 250 × 722 px each (spec 2 "Operations"). */
export function StationTransfer(props: {
  stations: CommandMetadata['cpList'];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Transfer
      dataSource={props.stations.map((s) => ({
        key: s.chargeBoxId,
        title: s.chargeBoxId,
        description: s.description,
      }))}
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
