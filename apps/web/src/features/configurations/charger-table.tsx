import type { GatewayChargeBox, GroupChargeBox } from '@chargedeck/shared';
import { Flex, Tag, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayTable, type GatewayQuery } from './gateway-table';

/** The fields every charger row of the configuration screens has. */
type ChargerRow = GatewayChargeBox | GroupChargeBox;

type ChargerTableProps<T extends ChargerRow> = {
  query: GatewayQuery<T>;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  rowKey: keyof T & string;
  rowSelection?: TableProps<T>['rowSelection'];
  /** More tags in the advanced-configuration cell, e.g. "in this configuration". */
  tags?: (charger: T) => ReactNode;
  /** Columns after the charger's own, e.g. a remove button. */
  actions?: TableColumnType<T>[];
};

/**
 * The chargers table of the configuration screens (spec 3 §2): code, description and whether
 * the charger has its advanced configuration, paged 10 at a time. The select screen and the
 * Carregadores tab both show it.
 */
export function ChargerTable<T extends ChargerRow>({
  tags,
  actions = [],
  ...props
}: ChargerTableProps<T>) {
  const { t } = useTranslation();
  return (
    <GatewayTable<T>
      failedText={t('configurations.select.loadFailed')}
      {...props}
      columns={[
        { key: 'code', title: t('configurations.select.code'), dataIndex: 'charge_box_code' },
        { key: 'description', title: t('configurations.description'), dataIndex: 'description' },
        {
          key: 'advanced',
          title: t('configurations.select.advanced'),
          render: (_, c) => (
            <Flex gap={4} wrap>
              <Tag color={c.has_config_tec ? 'green' : 'default'}>
                {c.has_config_tec ? t('configurations.yes') : t('configurations.no')}
              </Tag>
              {tags?.(c)}
            </Flex>
          ),
        },
        ...actions,
      ]}
    />
  );
}
