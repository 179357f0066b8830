import type { UserFormView } from '@chargedeck/shared';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';
import { usersApi } from './users-api';

/** Blocks (after a confirmation) or unblocks the user; not offered on one's own account. */
export function UserBlockButton({
  user,
  onChanged,
}: {
  user: UserFormView;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { session } = useSession();
  if (session?.user.id === user.user_pk) return null;

  async function apply(blocked: boolean) {
    const result = await usersApi.setBlocked(user.user_pk, blocked);
    if (!result.ok) return void message.error(t('users.form.blockFailed'));
    void message.success(t(blocked ? 'users.form.blockDone' : 'users.form.unblockDone'));
    onChanged();
  }

  if (user.blocked) {
    return <Button onClick={() => void apply(false)}>{t('users.form.unblock')}</Button>;
  }
  return (
    <Button
      danger
      onClick={() =>
        modal.confirm({
          title: t('users.form.block'),
          content: t('users.form.blockConfirm', { email: user.email }),
          okText: t('users.form.block'),
          okButtonProps: { danger: true },
          cancelText: t('users.form.cancel'),
          onOk: () => apply(true),
        })
      }
    >
      {t('users.form.block')}
    </Button>
  );
}
