import type { UserListItem } from '@chargedeck/shared';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_TEXTS } from './users-texts';
import { UserActivity } from './user-activity';
import { WalletStatement } from './wallet-statement';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <Typography.Text>{children}</Typography.Text>
    </span>
  );
}

/**
 * The expanded row of the users list: tag, e-mail, edit link, the user's station notifications
 * and energy chart and, for finance users, the wallet.
 */
export function UserExpandedRow(props: { user: UserListItem; canEdit: boolean; finance: boolean }) {
  const { user, canEdit, finance } = props;
  const { t } = useTranslation();
  return (
    <>
      <Flex wrap gap="8px 32px">
        <Entry label={t('users.list.idTag')}>{user.ocpp_id_tag ?? USER_TEXTS.noIdTag}</Entry>
        <Entry label={t('users.list.email')}>{user.email || USER_TEXTS.noEmail}</Entry>
        {canEdit && <Link to={`/user/${user.user_pk}`}>{t('users.list.edit')}</Link>}
      </Flex>
      <UserActivity userPk={user.user_pk} />
      {finance && <WalletStatement userPk={user.user_pk} />}
    </>
  );
}
