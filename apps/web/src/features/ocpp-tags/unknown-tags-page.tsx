import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';
import { useFormat } from '../../app/i18n/use-format';
import { ocppTagsApi, useUnknownTags, type UnknownTag } from './ocpp-tags-api';
import { TAG_TEXTS, tagText } from './ocpp-tags-texts';
import { TenantSelect } from './tenant-select';
import { useDebounced } from './use-debounced';
import { ListTable } from '../../components/list-table';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Tags RFID Desconhecidas: approve into a chosen account or delete, one by one or in bulk. */
export function UnknownTagsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const tags = useUnknownTags(useDebounced(search.trim(), 500));
  const [selected, setSelected] = useState<string[]>([]);
  const [tenantPk, setTenantPk] = useState<number | undefined>(session?.user.tenant_pk);
  const [busy, setBusy] = useState(false);

  async function run(ids: string[], action: 'approve' | 'delete') {
    setBusy(true);
    for (const id of ids) {
      const entry = tags.data?.find((x) => x.key === id);
      const result =
        action === 'approve'
          ? await ocppTagsApi.approve({ id_tag: id, tenant_pk: tenantPk ?? entry?.tenantPk ?? 0 })
          : await ocppTagsApi.removeUnknown(id);
      const ok = action === 'approve' ? tagText('approved', id) : tagText('unknownDeleted', id);
      const failed =
        action === 'approve' ? tagText('approveFailure', id) : tagText('unknownDeleteFailure', id);
      void (result.ok ? message.success(ok) : message.error(failed));
    }
    setSelected([]);
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: ['ocpptags'] });
  }

  return (
    <section aria-labelledby="unknown-title">
      <Typography.Title id="unknown-title" level={2} style={{ marginTop: 0 }}>
        {t('menu.unknownTags')}
      </Typography.Title>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('stationOps.tags.search')}
          placeholder={t('stationOps.tags.search')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 240 }}
        />
        <TenantSelect
          value={tenantPk}
          onChange={setTenantPk}
          placeholder={t('stationOps.unknown.chooseAccount')}
        />
        <Space wrap>
          <Button
            icon={<CheckOutlined />}
            type="primary"
            disabled={selected.length === 0 || busy}
            onClick={() => void run(selected, 'approve')}
          >
            {t('stationOps.unknown.approveSelected')}
          </Button>
          <Button
            icon={<DeleteOutlined />}
            danger
            disabled={selected.length === 0 || busy}
            onClick={() => void run(selected, 'delete')}
          >
            {t('stationOps.unknown.deleteSelected')}
          </Button>
        </Space>
      </Flex>
      {tags.isError && <Typography.Text type="danger">{TAG_TEXTS.listsFailure}</Typography.Text>}
      <ListTable<UnknownTag>
        rowKey="key"
        loading={tags.isFetching}
        dataSource={tags.data}
        paging={{ pageSize: 10 }}
        locale={{ emptyText: t('stationOps.unknown.empty') }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        columns={[
          {
            title: t('stationOps.tags.idTag'),
            dataIndex: 'key',
            render: (v: string) => cut(v, 25),
          },
          { title: t('stationOps.unknown.attempts'), dataIndex: 'numberOfAttempts' },
          {
            title: t('stationOps.unknown.lastAttempt'),
            dataIndex: 'lastAttemptTimestamp',
            render: (v: string) => format.dateTime(v, true),
          },
          {
            title: t('stationOps.tags.account'),
            dataIndex: 'tenantName',
            render: (v: string) => cut(v, 20),
          },
          {
            title: t('stationOps.unknown.station'),
            dataIndex: 'chargeBoxID',
            render: (v: string | null) => cut(v ?? '—', 25),
          },
          {
            title: `${t('stationOps.unknown.approve')} / ${t('stationOps.tags.delete')}`,
            key: 'actions',
            render: (_, tag) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  disabled={busy}
                  aria-label={`${t('stationOps.unknown.approve')} ${tag.key}`}
                  onClick={() => void run([tag.key], 'approve')}
                >
                  {t('stationOps.unknown.approve')}
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={busy}
                  aria-label={`${t('stationOps.tags.delete')} ${tag.key}`}
                  onClick={() => void run([tag.key], 'delete')}
                >
                  {t('stationOps.tags.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
