import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { UserCreateForm } from './user-create-form';
import { UserEditForm } from './user-edit-form';
import { useUserForm } from './users-api';
import { USER_TEXTS } from './users-texts';

/** /users/create ("Creating User") and /user/:id ("Editing User", first name as subtitle). */
export function UserFormPage() {
  const { id } = useParams();
  const userPk = id ? Number(id) : undefined;
  const user = useUserForm(userPk);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = () => void navigate('/users');
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    setTimeout(back, 1000);
  };

  if (userPk !== undefined && user.isPending) return <Skeleton active />;
  if (userPk !== undefined && !user.data)
    return <Alert type="warning" title={USER_TEXTS.notFound} />;
  return (
    <section aria-labelledby="user-form-title">
      <Flex align="center" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined />} aria-label={t('users.form.back')} onClick={back} />
        <Typography.Title id="user-form-title" level={2} style={{ margin: 0 }}>
          {t(user.data ? 'users.form.editTitle' : 'users.form.createTitle')}
        </Typography.Title>
        {user.data && (
          <Typography.Text type="secondary" style={{ fontSize: 18 }}>
            {user.data.firstName}
          </Typography.Text>
        )}
      </Flex>
      <Card style={{ maxWidth: 720, marginTop: 16 }}>
        {user.data ? (
          <UserEditForm user={user.data} key={user.data.user_pk} onSaved={saved} />
        ) : (
          <UserCreateForm onSaved={saved} />
        )}
      </Card>
    </section>
  );
}
