import {
  AccountBookOutlined,
  AlertOutlined,
  ControlOutlined,
  DollarOutlined,
  CustomerServiceOutlined,
  ClusterOutlined,
  ApartmentOutlined,
  ThunderboltOutlined,
  FileTextOutlined,
  FileUnknownOutlined,
  GiftOutlined,
  HomeOutlined,
  NotificationOutlined,
  TagsOutlined,
  UserOutlined,
  TransactionOutlined,
  BarChartOutlined,
} from '@ant-design/icons';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Dictionary } from '../i18n/locales/pt-br';
import { lazyPage } from './lazy-page';

export interface PageDefinition {
  /** Route pattern as in the shared route catalogue, e.g. `/stations/edit/:id`. */
  path: string;
  /** Key under `menu` in the dictionaries. */
  label: keyof Dictionary['menu'];
  icon: ComponentType;
  component: LazyExoticComponent<ComponentType>;
}

/**
 * The pages built so far. Routes, guards and the sidebar derive from this list intersected with
 * canAccess(); a new page is one entry here (and its label under `menu` in the dictionaries).
 */
export const PAGES: readonly PageDefinition[] = [
  {
    path: '/',
    label: 'generalView',
    icon: HomeOutlined,
    component: lazyPage(() => import('../../features/stats/general-view-page'), 'GeneralViewPage'),
  },
  {
    path: '/stations',
    label: 'stations',
    icon: ThunderboltOutlined,
    component: lazyPage(
      () => import('../../features/stations/station-list-page'),
      'StationListPage',
    ),
  },
  ...['/stations/create', '/stations/edit/:id'].map((path) => ({
    path,
    label: 'stationForm' as const,
    icon: ThunderboltOutlined,
    component: lazyPage(
      () => import('../../features/stations/station-form-page'),
      'StationFormPage',
    ),
  })),
  {
    path: '/station_groups',
    label: 'stationGroups',
    icon: ClusterOutlined,
    component: lazyPage(
      () => import('../../features/station-groups/station-groups-page'),
      'StationGroupsPage',
    ),
  },
  ...['/station_groups/create', '/station_groups/edit/:id'].map((path) => ({
    path,
    label: 'stationGroupForm' as const,
    icon: ClusterOutlined,
    component: lazyPage(
      () => import('../../features/station-groups/station-group-form-page'),
      'StationGroupFormPage',
    ),
  })),
  {
    path: '/dynamic-pricing',
    label: 'dynamicPricing',
    icon: DollarOutlined,
    component: lazyPage(
      () => import('../../features/pricing/pricing-list-page'),
      'PricingListPage',
    ),
  },
  {
    path: '/dynamic-pricing/:id',
    label: 'dynamicPricingProfile',
    icon: DollarOutlined,
    component: lazyPage(
      () => import('../../features/pricing/pricing-profile-page'),
      'PricingProfilePage',
    ),
  },
  {
    path: '/dynamic-pricing/:id/:day',
    label: 'dynamicPricingProfile',
    icon: DollarOutlined,
    component: lazyPage(() => import('../../features/pricing/pricing-day-page'), 'PricingDayPage'),
  },
  {
    path: '/users',
    label: 'users',
    icon: UserOutlined,
    component: lazyPage(() => import('../../features/users/users-page'), 'UsersPage'),
  },
  ...(['/users/create', '/user/:id'] as const).map((path) => ({
    path,
    label: 'userForm' as const,
    icon: UserOutlined,
    component: lazyPage(() => import('../../features/users/user-form-page'), 'UserFormPage'),
  })),
  {
    path: '/transactions',
    label: 'transactions',
    icon: TransactionOutlined,
    component: lazyPage(
      () => import('../../features/transactions/transactions-page'),
      'TransactionsPage',
    ),
  },
  {
    path: '/financial',
    label: 'financial',
    icon: AccountBookOutlined,
    component: lazyPage(() => import('../../features/financial/financial-page'), 'FinancialPage'),
  },
  {
    path: '/indicators',
    label: 'indicators',
    icon: BarChartOutlined,
    component: lazyPage(() => import('../../features/usage/usage-page'), 'UsagePage'),
  },
  {
    path: '/support',
    label: 'support',
    icon: CustomerServiceOutlined,
    component: lazyPage(() => import('../../features/support/support-page'), 'SupportPage'),
  },
  {
    path: '/push_notification',
    label: 'pushNotification',
    icon: NotificationOutlined,
    component: lazyPage(() => import('../../features/push/push-page'), 'PushPage'),
  },
  {
    path: '/alerts',
    label: 'alerts',
    icon: AlertOutlined,
    component: lazyPage(() => import('../../features/alerts/alerts-page'), 'AlertsPage'),
  },
  {
    path: '/log',
    label: 'logs',
    icon: FileTextOutlined,
    component: lazyPage(() => import('../../features/logs/logs-page'), 'LogsPage'),
  },
  {
    path: '/ocpptags',
    label: 'ocppTags',
    icon: TagsOutlined,
    component: lazyPage(() => import('../../features/ocpp-tags/ocpp-tags-page'), 'OcppTagsPage'),
  },
  {
    path: '/ocpptags/unknown',
    label: 'unknownTags',
    icon: FileUnknownOutlined,
    component: lazyPage(
      () => import('../../features/ocpp-tags/unknown-tags-page'),
      'UnknownTagsPage',
    ),
  },
  ...(['/ocpptags/create', '/ocpptags/edit/:id'] as const).map((path) => ({
    path,
    label: 'ocppTagForm' as const,
    icon: TagsOutlined,
    component: lazyPage(
      () => import('../../features/ocpp-tags/ocpp-tag-form-page'),
      'OcppTagFormPage',
    ),
  })),
  {
    path: '/operations',
    label: 'operations',
    icon: ControlOutlined,
    component: lazyPage(
      () => import('../../features/operations/operations-page'),
      'OperationsPage',
    ),
  },
  ...(['/charging_profile/create', '/charging_profile/edit/:id'] as const).map((path) => ({
    path,
    label: 'chargingProfileForm' as const,
    icon: ControlOutlined,
    component: lazyPage(
      () => import('../../features/charging-profiles/charging-profile-form-page'),
      'ChargingProfileFormPage',
    ),
  })),
  {
    path: '/virtual-groups',
    label: 'virtualGroups',
    icon: ApartmentOutlined,
    component: lazyPage(
      () => import('../../features/configurations/configurations-page'),
      'ConfigurationsPage',
    ),
  },
  {
    path: '/virtual-groups/create',
    label: 'virtualGroupForm',
    icon: ApartmentOutlined,
    component: lazyPage(
      () => import('../../features/configurations/configuration-create-page'),
      'ConfigurationCreatePage',
    ),
  },
  ...(['/virtual-groups/chargeboxes/select', '/virtual-groups/edit/:id/chargeboxes'] as const).map(
    (path) => ({
      path,
      label: 'virtualGroupForm' as const,
      icon: ApartmentOutlined,
      component: lazyPage(
        () => import('../../features/configurations/charger-select-page'),
        'ChargerSelectPage',
      ),
    }),
  ),
  {
    path: '/virtual-groups/view/:id',
    label: 'virtualGroupForm',
    icon: ApartmentOutlined,
    component: lazyPage(
      () => import('../../features/configurations/configuration-view-page'),
      'ConfigurationViewPage',
    ),
  },
  {
    path: '/virtual-groups/edit/:id',
    label: 'virtualGroupForm',
    icon: ApartmentOutlined,
    component: lazyPage(
      () => import('../../features/configurations/configuration-edit-page'),
      'ConfigurationEditPage',
    ),
  },
  {
    path: '/vouchers',
    label: 'vouchers',
    icon: GiftOutlined,
    component: lazyPage(() => import('../../features/vouchers/vouchers-page'), 'VouchersPage'),
  },
  {
    path: '/vouchers/create',
    label: 'voucherForm',
    icon: GiftOutlined,
    component: lazyPage(
      () => import('../../features/vouchers/voucher-create-page'),
      'VoucherCreatePage',
    ),
  },
  {
    path: '/voucher/:id',
    label: 'voucherForm',
    icon: GiftOutlined,
    component: lazyPage(
      () => import('../../features/vouchers/voucher-detail-page'),
      'VoucherDetailPage',
    ),
  },
  {
    path: '/voucher/:id/edit',
    label: 'voucherForm',
    icon: GiftOutlined,
    component: lazyPage(
      () => import('../../features/vouchers/voucher-edit-page'),
      'VoucherEditPage',
    ),
  },
  ...(['/vouchers/create/select_users', '/vouchers/edit/:id/select_users'] as const).map(
    (path) => ({
      path,
      label: 'voucherForm' as const,
      icon: GiftOutlined,
      component: lazyPage(
        () => import('../../features/vouchers/voucher-users-page'),
        'VoucherUsersPage',
      ),
    }),
  ),
];
