import { DownloadOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { canAccess, type OcppTagView } from '@chargedeck/shared';
import { App, Button, Descriptions, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { ChargingDot } from './charging-dot';
import { DeleteTagButton } from './delete-tag-button';
import { downloadTags } from './download-tags';
import { TAG_PAGE_SIZE, useOcppTags } from './ocpp-tags-api';
import { TAG_TEXTS } from './ocpp-tags-texts';
import { TenantSelect } from './tenant-select';
import { useDebounced } from './use-debounced';
import { ListTable } from '../../components/list-table';

/** OCPP tags (spec 2 "OCPP tags"): CARD tags with search, account filter and Excel download. */
export function OcppTagsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { access } = useSession();
  const may = (path: string) => access !== null && canAccess(access, path);
  const [search, setSearch] = useState('');
  const searchInput = useDebounced(search.trim(), 500) || undefined;
  const [tenantPk, setTenantPk] = useState<number>();
  const [page, setPage] = useState(1);
  const tags = useOcppTags({ searchInput, tenantPk, page });
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    await downloadTags({ tenantPk, searchInput }, { message, modal });
    setDownloading(false);
  }

  return (
    <section aria-labelledby="tags-title">
      <Typography.Title id="tags-title" level={2} style={{ marginTop: 0 }}>
        {t('stationOps.tags.title')}
      </Typography.Title>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('stationOps.tags.search')}
          placeholder={t('stationOps.tags.search')}
          allowClear
          maxLength={20}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ width: 240 }}
        />
        <TenantSelect
          value={tenantPk}
          allowClear
          placeholder={t('stationOps.tags.allAccounts')}
          onChange={(value) => {
            setTenantPk(value);
            setPage(1);
          }}
        />
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('stationOps.tags.download')}
          </Button>
          {may('/ocpptags/unknown') && (
            <Link to="/ocpptags/unknown">
              <Button icon={<QuestionCircleOutlined />}>{t('stationOps.tags.unknown')}</Button>
            </Link>
          )}
          {may('/ocpptags/create') && (
            <Link to="/ocpptags/create">
              <Button type="primary" icon={<PlusOutlined />}>
                {t('stationOps.tags.create')}
              </Button>
            </Link>
          )}
        </Space>
      </Flex>
      {tags.isError && <Typography.Text type="danger">{TAG_TEXTS.listsFailure}</Typography.Text>}
      <ListTable<OcppTagView>
        rowKey="ocppTagPk"
        // A phone sees the tag and what it can do with it before the account and the note.
        phoneFirst={['charging', 'idTag', 'actions']}
        loading={tags.isFetching}
        dataSource={tags.data?.ocppTagList}
        paging={{
          current: page,
          pageSize: TAG_PAGE_SIZE,
          total: tags.data?.count ?? 0,
          onChange: setPage,
        }}
        expandable={{
          // Fixed to the left: an expanded row keeps the screen's width while the table scrolls.
          fixed: 'left',
          expandedRowRender: (tag) => (
            <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
              <Descriptions.Item label={t('stationOps.tags.ownerId')}>
                {tag.ownerUserPk ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('stationOps.tags.owner')}>
                {tag.ownerUserName ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('stationOps.tags.freeRecharge')}>
                {tag.isFreeRecharge ? t('stationOps.tags.yes') : t('stationOps.tags.no')}
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
        columns={[
          {
            key: 'charging',
            width: 40,
            render: (_, tag) => <ChargingDot charging={tag.inTransaction} />,
          },
          { key: 'idTag', title: t('stationOps.tags.idTag'), dataIndex: 'idTag' },
          { key: 'account', title: t('stationOps.tags.account'), dataIndex: 'tenantName' },
          { key: 'note', title: t('stationOps.tags.note'), dataIndex: 'note', ellipsis: true },
          {
            title: t('stationOps.tags.actions'),
            key: 'actions',
            render: (_, tag) => (
              <Space>
                {may(`/ocpptags/edit/${tag.ocppTagPk}`) && (
                  <Link to={`/ocpptags/edit/${tag.ocppTagPk}`}>{t('stationOps.tags.edit')}</Link>
                )}
                {may(`/ocpptags/delete/${tag.ocppTagPk}`) && <DeleteTagButton tag={tag} />}
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
