import { PlusOutlined } from '@ant-design/icons';
import { hasRole, type GroupChargeBox } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { ChargerTable } from './charger-table';
import { configurationsApi, useGroupChargeBoxes } from './configurations-api';

/** The Carregadores tab (spec 3 §2): the group's chargers, add (with the role) and remove. */
export function ConfigurationChargersTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { access } = useSession();
  const [page, setPage] = useState(0);
  const list = useGroupChargeBoxes(id, page);
  const canAdd = access !== null && hasRole(access, 'DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES');

  async function remove(c: GroupChargeBox) {
    const result = await configurationsApi.removeCharger(c.virtual_group_charge_box_id);
    if (!result.ok) return void message.error(t('configurations.messages.removeChargerFailed'));
    await queryClient.invalidateQueries();
    void message.success(t('configurations.messages.chargerRemoved'));
  }

  return (
    <Flex vertical gap={16}>
      {canAdd && (
        <Flex justify="end">
          <Button
            icon={<PlusOutlined />}
            onClick={() => navigate(`/virtual-groups/edit/${id}/chargeboxes`)}
          >
            {t('configurations.addChargers')}
          </Button>
        </Flex>
      )}
      <ChargerTable<GroupChargeBox>
        rowKey="virtual_group_charge_box_id"
        query={list}
        page={page}
        onPage={setPage}
        emptyText={t('configurations.noChargers')}
        actions={[
          {
            key: 'remove',
            title: '',
            render: (_, c) => (
              <Popconfirm
                title={t('configurations.removeConfirm', { code: c.charge_box_code })}
                okText={t('configurations.yes')}
                cancelText={t('configurations.no')}
                onConfirm={() => remove(c)}
              >
                <Button danger size="small">
                  {t('configurations.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Flex>
  );
}
