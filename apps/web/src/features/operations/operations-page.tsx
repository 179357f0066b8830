import { canAccess } from '@chargedeck/shared';
import { Alert, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';
import { CommandsView } from './commands-view';
import { ProfilesTable } from './profiles-table';
import { TasksTable } from './tasks-table';

type View = 'v15' | 'v16' | 'tasks' | 'charging_profile';

/** Operations (spec 2 "Operations"): v1.5, v1.6, Tasks and Charging Profiles, each by route. */
export function OperationsPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const views: View[] = (['v15', 'v16', 'tasks', 'charging_profile'] as const).filter(
    (view) => access !== null && canAccess(access, `/operations/${view}`),
  );
  const [view, setView] = useState<View>(views.includes('v16') ? 'v16' : (views[0] ?? 'v16'));
  const labels: Record<View, string> = {
    v15: 'v1.5',
    v16: 'v1.6',
    tasks: t('stationOps.operations.tasks'),
    charging_profile: t('stationOps.operations.profiles'),
  };
  return (
    <section aria-labelledby="operations-title">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title id="operations-title" level={2} style={{ margin: 0 }}>
          {t('stationOps.operations.title')}
        </Typography.Title>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={views.map((value) => ({ value, label: labels[value] }))}
        />
        {view === 'v15' && (
          <Alert type="info" showIcon title={t('stationOps.operations.v15Note')} />
        )}
        {view === 'v16' && <CommandsView />}
        {view === 'tasks' && <TasksTable />}
        {view === 'charging_profile' && <ProfilesTable />}
      </Space>
    </section>
  );
}
