import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  canAccess,
  hasRole,
  maskCpf,
  USERS_PAGE_SIZE,
  type UserListItem,
} from '@chargedeck/shared';
import { App, Button, Checkbox, Flex, Input, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { useDebounced } from '../ocpp-tags/use-debounced';
import { useFormat } from '../../app/i18n/use-format';
import { ChargingStatusIcon } from './charging-status-icon';
import { CAR_SORT_KEY, headerOrderOf, SORT_CYCLE } from './header-order';
import { useUserLimitModal } from './use-user-limit';
import { UserExpandedRow } from './user-expanded-row';
import { usersApi, useUserList } from './users-api';
import { USER_TEXTS } from './users-texts';
import { ListTable } from '../../components/list-table';

function documentText(user: UserListItem): string | null {
  if (!user.docNumber) return null;
  const number = user.docType === 'CPF' ? maskCpf(user.docNumber) : user.docNumber;
  return `${user.docType ?? ''} ${number}`.trim();
}

/** Users (spec 2 "Users"): active filter, search, server-side sorting and Excel by e-mail. */
export function UsersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const showLimit = useUserLimitModal();
  const { access } = useSession();
  const may = (path: string) => access !== null && canAccess(access, path);
  const [activeUsers, setActiveUsers] = useState(true);
  const [search, setSearch] = useState('');
  const searchInput = useDebounced(search.trim(), 500) || undefined;
  const [page, setPage] = useState(1);
  const [headerOrderList, setHeaderOrderList] = useState<string>();
  const users = useUserList({
    activeUsers,
    searchInput,
    headerOrderList,
    page,
    size: USERS_PAGE_SIZE,
  });

  async function openCreate() {
    const check = await usersApi.limitCheck();
    if (!check.ok && check.status === 403) showLimit();
    else void navigate('/users/create');
  }

  async function download() {
    const result = await usersApi.report({ activeUsers, searchInput });
    if (result.ok) void message.success(USER_TEXTS.reportSent);
    else if (result.status === 403) void message.error(USER_TEXTS.permissionDenied);
    else void message.error(USER_TEXTS.downloadFailure);
  }

  const struck = (user: UserListItem, text: string | number | null) => (
    <Typography.Text delete={!user.activeUser} data-inactive={!user.activeUser}>
      {text ?? '—'}
    </Typography.Text>
  );
  const sortable = (key: string, title: string): ColumnType<UserListItem> => ({
    key,
    title,
    sorter: true,
    sortDirections: SORT_CYCLE,
  });

  return (
    <section aria-labelledby="users-title">
      <Typography.Title id="users-title" level={2} style={{ marginTop: 0 }}>
        {t('users.list.title')}
      </Typography.Title>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Checkbox
          checked={activeUsers}
          onChange={(e) => {
            setActiveUsers(e.target.checked);
            setPage(1);
          }}
        >
          {t('users.list.activeUsers')}
        </Checkbox>
        <Input.Search
          aria-label={t('users.list.search')}
          placeholder={t('users.list.search')}
          allowClear
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void download()}>
            {t('users.list.download')}
          </Button>
          {may('/users/create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void openCreate()}>
              {t('users.list.create')}
            </Button>
          )}
        </Space>
      </Flex>
      {users.isError && (
        <Typography.Text type="danger">{t('users.list.loadFailure')}</Typography.Text>
      )}
      <ListTable<UserListItem>
        rowKey="user_pk"
        // A phone sees who, whether they charge now and how much before it scrolls.
        phoneFirst={['user_name', 'charging', 'recharges', 'consumption']}
        loading={users.isFetching}
        dataSource={users.data?.userDashboardList}
        paging={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: users.data?.count ?? 0,
        }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = headerOrderOf(one?.columnKey, one?.order);
          if (order !== headerOrderList) {
            setHeaderOrderList(order);
            setPage(1);
          } else setPage(pagination.current ?? 1);
        }}
        expandable={{
          // Fixed to the left: an expanded row keeps the screen's width while the table scrolls.
          fixed: 'left',
          expandedRowRender: (user) => (
            <UserExpandedRow
              user={user}
              canEdit={may(`/user/${user.user_pk}`)}
              finance={access !== null && hasRole(access, 'DASH_FINANCIAL_INDICATORS')}
            />
          ),
        }}
        columns={[
          { ...sortable('user_pk', t('users.list.id')), render: (_, u) => struck(u, u.user_pk) },
          {
            ...sortable('user_name', t('users.list.name')),
            render: (_, u) => struck(u, u.user_name),
          },
          {
            ...sortable('docNumber', t('users.list.document')),
            render: (_, u) => struck(u, documentText(u)),
          },
          {
            ...sortable(CAR_SORT_KEY, t('users.list.car')),
            render: (_, u) => struck(u, u.car_name),
          },
          {
            ...sortable('recharges', t('users.list.recharges')),
            render: (_, u) => struck(u, u.recharges),
          },
          {
            ...sortable('consumption', t('users.list.consumption')),
            render: (_, u) => struck(u, format.number(u.consumption / 1000, 2)),
          },
          {
            key: 'charging',
            title: t('users.list.charging'),
            render: (_, u) => <ChargingStatusIcon charging={u.chargingStatus} />,
          },
        ]}
      />
    </section>
  );
}
