import { DeleteOutlined } from '@ant-design/icons';
import { canAccess } from '@chargedeck/shared';
import { App, Button, Card, Flex, List, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { browserStore } from '../../app/storage/storage-keys';
import { CpfSearch } from '../../components/cpf-search';
import { findStationUserByCpf, usePrivateStationUsers } from '../stations/stations-api';
import {
  editDraftOf,
  readDraft,
  writeDraft,
  type DraftKey,
  type VoucherDraft,
} from './voucher-draft';
import { EMPTY_VOUCHER_FORM, type ChosenUser } from './voucher-form-values';
import { VoucherPageHeading } from './voucher-page-heading';
import { canRemoveGuest } from './voucher-rules';
import { useVoucher } from './vouchers-api';

const CPF_ROUTE = '/users_data/tenant_parent/cpf';

/**
 * /vouchers/create/select_users and /vouchers/edit/{id}/select_users (spec 3 §2): the chosen
 * guests with remove (not for SUSPEND or USED), a counter, a searchable add-user dropdown, the CPF
 * search with its route, and 'Complete selection' back to the form.
 */
export function VoucherUsersPage() {
  const { id } = useParams();
  const key: DraftKey = id === undefined ? 'new' : Number(id);
  const saved = readDraft(browserStore(), key);
  const voucher = useVoucher(key === 'new' || saved ? undefined : key);
  if (key !== 'new' && !saved && voucher.isPending) return <Spin />;
  const draft =
    saved ??
    (voucher.data
      ? editDraftOf(undefined, voucher.data)
      : { values: EMPTY_VOUCHER_FORM, users: [] });
  return <UserPicker draftKey={key} draft={draft} />;
}

function UserPicker(props: { draftKey: DraftKey; draft: VoucherDraft }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { access } = useSession();
  const candidates = usePrivateStationUsers(undefined);
  const [users, setUsers] = useState<ChosenUser[]>(props.draft.users);
  const units = props.draft.values.units ?? 0;
  const back = props.draftKey === 'new' ? '/vouchers/create' : `/voucher/${props.draftKey}/edit`;

  function add(user: ChosenUser) {
    if (users.some((u) => u.user_pk === user.user_pk)) return;
    if (users.length >= units) {
      void message.warning(units ? t('vouchers.users.full') : t('vouchers.rules.fillUnits'));
      return;
    }
    setUsers([...users, user]);
  }

  function finish() {
    writeDraft(browserStore(), props.draftKey, { values: props.draft.values, users });
    void navigate(back);
  }

  const chosen = new Set(users.map((u) => u.user_pk));
  const emails = new Map<number, string>();
  return (
    <section aria-labelledby="voucher-users-title">
      <VoucherPageHeading
        id="voucher-users-title"
        title={t('vouchers.users.title')}
        onBack={() => void navigate(back)}
      />
      {!units && <Typography.Text type="danger">{t('vouchers.rules.fillUnits')}</Typography.Text>}
      <Card style={{ marginTop: 16 }}>
        <Flex vertical gap={12}>
          <label htmlFor="voucher-add-user">{t('vouchers.users.add')}</label>
          <Select<number>
            id="voucher-add-user"
            showSearch
            value={null}
            disabled={!units}
            loading={candidates.isPending}
            placeholder={t('vouchers.users.addPlaceholder')}
            optionFilterProp="label"
            options={(candidates.data ?? [])
              .filter((u) => !chosen.has(u.user_pk))
              .map((u) => ({ value: u.user_pk, label: `${u.user_name} · ${u.email}` }))}
            onSelect={(pk: number) => {
              const user = candidates.data?.find((u) => u.user_pk === pk);
              if (user) add({ user_pk: pk, user_name: user.user_name, email: user.email });
            }}
          />
          {access && canAccess(access, CPF_ROUTE) && (
            <CpfSearch
              id="voucher-cpf"
              label={t('vouchers.users.cpf')}
              disabled={!units}
              lookup={async (digits) => {
                const found = await findStationUserByCpf(digits, undefined);
                if (!found) return undefined;
                emails.set(found.user_pk, found.email);
                return { userPk: found.user_pk, name: found.user_name };
              }}
              onFound={(match) =>
                add({
                  user_pk: match.userPk,
                  user_name: match.name,
                  email: emails.get(match.userPk) ?? '',
                })
              }
            />
          )}
        </Flex>
      </Card>
      <Card
        style={{ marginTop: 16 }}
        title={t('vouchers.users.selected')}
        extra={
          <Typography.Text data-testid="voucher-users-counter">
            {t('vouchers.users.counter', { count: users.length, units })}
          </Typography.Text>
        }
      >
        <List
          dataSource={users}
          locale={{ emptyText: t('vouchers.users.none') }}
          renderItem={(user) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('vouchers.users.remove', { name: user.user_name })}
                  disabled={!canRemoveGuest(user.status)}
                  onClick={() => setUsers(users.filter((u) => u.user_pk !== user.user_pk))}
                />,
              ]}
            >
              <List.Item.Meta title={user.user_name} description={user.email} />
              {user.status && <Tag>{t(`vouchers.userStatuses.${user.status}`)}</Tag>}
            </List.Item>
          )}
        />
      </Card>
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button type="primary" onClick={finish}>
          {t('vouchers.users.done')}
        </Button>
      </Flex>
    </section>
  );
}
