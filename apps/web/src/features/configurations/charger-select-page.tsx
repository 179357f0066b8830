import { ArrowLeftOutlined } from '@ant-design/icons';
import type { GatewayChargeBox } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { reasonOf, useSmartChargingOn } from '../smart-charging';
import { ChargerTable } from './charger-table';
import { selectStateOf, type ChosenCharger } from './chosen-chargers';
import { configurationsApi, useChargeBoxes } from './configurations-api';

/**
 * Chargers to pick (spec 3 §2): `/virtual-groups/chargeboxes/select` returns the choice to the
 * form it came from; `/virtual-groups/edit/{id}/chargeboxes` adds it to the group. A charger
 * held by a configuration is disabled (checked when it is this one).
 */
export function ChargerSelectPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { id } = useParams();
  const groupId = id === undefined ? undefined : Number(id);
  const carried = selectStateOf(location.state);
  const back = groupId
    ? `/virtual-groups/view/${groupId}?tab=chargers`
    : (carried?.from ?? '/virtual-groups/create');
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState<string>();
  const [chosen, setChosen] = useState<Map<number, ChosenCharger>>(
    () => new Map((carried?.chosen ?? []).map((c) => [c.charge_box_id, c])),
  );
  const [saving, setSaving] = useState(false);
  const list = useChargeBoxes(page, search);
  const needsConfigTec = useSmartChargingOn(groupId, carried?.draft);

  const held = (c: GatewayChargeBox) => c.virtual_group_id !== null;
  const inThis = (c: GatewayChargeBox) => groupId !== undefined && c.virtual_group_id === groupId;
  /** With smart charging on, a charger without advanced settings cannot be picked (§5). */
  const lacksConfigTec = (c: GatewayChargeBox) => needsConfigTec && !c.has_config_tec && !held(c);
  const blocked = (c: GatewayChargeBox) => held(c) || lacksConfigTec(c);

  function toggle(rows: GatewayChargeBox[], on: boolean) {
    setChosen((before) => {
      const next = new Map(before);
      for (const c of rows) {
        if (blocked(c)) continue;
        if (on)
          next.set(c.charge_box_id, {
            charge_box_id: c.charge_box_id,
            charge_box_code: c.charge_box_code,
          });
        else next.delete(c.charge_box_id);
      }
      return next;
    });
  }

  async function finish() {
    const picked = [...chosen.values()];
    if (groupId === undefined) {
      return void navigate(back, { state: { ...carried, from: back, chosen: picked } });
    }
    setSaving(true);
    const result = await configurationsApi.addChargers(
      picked.map((c) => ({ virtual_group_id: groupId, charge_box_id: c.charge_box_id })),
    );
    setSaving(false);
    if (!result.ok) {
      const reason = result.status === 400 ? reasonOf(t, result.error) : undefined;
      const text =
        result.status === 409
          ? t('configurations.messages.chargerTaken')
          : reason
            ? reason
            : t('configurations.messages.addChargersFailed');
      return void message.error(text);
    }
    await queryClient.invalidateQueries();
    void message.success(t('configurations.messages.chargersAdded'));
    void navigate(back);
  }

  const rows = list.data?.content ?? [];
  return (
    <section aria-labelledby="select-title">
      <Flex align="center" gap={8}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('configurations.back')}
          onClick={() => navigate(back, { state: carried })}
        />
        <Typography.Title id="select-title" level={2} style={{ margin: 0 }}>
          {groupId ? t('configurations.addChargers') : t('configurations.select.title')}
        </Typography.Title>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '16px 0' }}>
        <Input.Search
          allowClear
          aria-label={t('configurations.select.search')}
          placeholder={t('configurations.select.search')}
          style={{ width: 320, maxWidth: '100%' }}
          onSearch={(v) => {
            setPage(0);
            setSearch(v.trim() || undefined);
          }}
        />
        <Typography.Text>
          {t('configurations.chargersSummary', { count: chosen.size })}
        </Typography.Text>
      </Flex>
      {needsConfigTec && rows.some(lacksConfigTec) && (
        <Alert
          type="warning"
          showIcon
          title={t('smartCharging.messages.chargerWithoutConfigTec')}
          style={{ marginBottom: 16 }}
        />
      )}
      <ChargerTable<GatewayChargeBox>
        rowKey="charge_box_id"
        query={list}
        page={page}
        onPage={setPage}
        emptyText={t('configurations.select.empty')}
        rowSelection={{
          selectedRowKeys: rows
            .filter((c) => chosen.has(c.charge_box_id) || inThis(c))
            .map((c) => c.charge_box_id),
          getCheckboxProps: (c) => ({
            disabled: blocked(c),
            title: lacksConfigTec(c)
              ? t('smartCharging.messages.chargerWithoutConfigTec')
              : undefined,
            'aria-label': t('configurations.select.pick', { code: c.charge_box_code }),
          }),
          onSelect: (c, on) => toggle([c], on),
          onSelectAll: (on, _selected, changed) => toggle(changed, on),
        }}
        tags={(c) =>
          held(c) ? (
            <Tag color="blue">
              {inThis(c) ? t('configurations.select.inThis') : t('configurations.select.inOther')}
            </Tag>
          ) : (
            lacksConfigTec(c) && (
              <Tag color="orange">{t('smartCharging.select.withoutConfigTec')}</Tag>
            )
          )
        }
      />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={saving}
          disabled={groupId !== undefined && chosen.size === 0}
          onClick={() => void finish()}
        >
          {t('configurations.select.done')}
        </Button>
      </Flex>
    </section>
  );
}
