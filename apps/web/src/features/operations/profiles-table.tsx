import { PlusOutlined } from '@ant-design/icons';
import { canAccess, type ChargingProfileListItem } from '@chargedeck/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { useChargingProfiles } from './operations-api';
import { ListTable } from '../../components/list-table';

/** Charging profiles with links to their form, each only with its route permission. */
export function ProfilesTable() {
  const { t } = useTranslation();
  const { access } = useSession();
  const may = (path: string) => access !== null && canAccess(access, path);
  const profiles = useChargingProfiles(true);
  return (
    <section aria-labelledby="profiles-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title id="profiles-title" level={3}>
          {t('stationOps.operations.profiles')}
        </Typography.Title>
        {may('/charging_profile/create') ? (
          <Link to="/charging_profile/create">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('stationOps.operations.newProfile')}
            </Button>
          </Link>
        ) : (
          <Typography.Text type="secondary">
            {t('specTexts.chargingProfiles.notAllowed')}
          </Typography.Text>
        )}
      </Flex>
      <ListTable<ChargingProfileListItem>
        rowKey="chargingProfilePk"
        loading={profiles.isPending}
        dataSource={profiles.data}
        paging={{ pageSize: 10 }}
        columns={[
          {
            title: t('stationOps.profiles.description'),
            dataIndex: 'description',
            render: (text: string, row) =>
              may(`/charging_profile/edit/${row.chargingProfilePk}`) ? (
                <Link to={`/charging_profile/edit/${row.chargingProfilePk}`}>{text}</Link>
              ) : (
                text
              ),
          },
          { title: t('stationOps.profiles.stackLevel'), dataIndex: 'stackLevel' },
          { title: t('stationOps.profiles.purpose'), dataIndex: 'profilePurpose' },
          { title: t('stationOps.profiles.kind'), dataIndex: 'profileKind' },
          { title: t('stationOps.profiles.recurrency'), dataIndex: 'recurrencyKind' },
        ]}
      />
    </section>
  );
}
