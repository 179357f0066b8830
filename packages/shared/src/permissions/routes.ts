/**
 * Every route of the product that needs a login, plus the feature routes that only gate a
 * control (spec 1 §2 route map, spec 2 §6). Paths use ":id" for parameters.
 * `menu` marks the entries the sidebar may list.
 */
export interface RouteEntry {
  path: string;
  menu?: boolean;
}

const OPERATION_COMMANDS = [
  'change_availability',
  'remote_start',
  'remote_stop',
  'remote_reset',
  'get_configuration',
  'change_configuration',
  'unlock_connector',
  'update_firmware',
  'data_transfer',
  'trigger_message',
  'charging_profile',
  'set_charging_profile',
  'clear_charging_profile',
  'get_diagnostics',
  'clear_cache',
] as const;
export type OperationCommandRoute = (typeof OPERATION_COMMANDS)[number];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', menu: true },
  { path: '/stations', menu: true },
  { path: '/stations/create' },
  { path: '/stations/edit/:id' },
  { path: '/stations/delete/:id' },
  { path: '/stations/allow_edit_address' },
  { path: '/stations/ocpi_enabled_button' },
  { path: '/stations/custom-powermax' },
  { path: '/station_groups', menu: true },
  { path: '/station_groups/create' },
  { path: '/station_groups/edit/:id' },
  { path: '/users', menu: true },
  { path: '/users/create' },
  { path: '/users/notification_offline_cp' },
  { path: '/user/:id' },
  { path: '/users_data/tenant_parent/cpf' },
  { path: '/ocpptags', menu: true },
  { path: '/ocpptags/unknown', menu: true },
  { path: '/ocpptags/create' },
  { path: '/ocpptags/edit/:id' },
  { path: '/ocpptags/delete/:id' },
  { path: '/operations', menu: true },
  { path: '/operations/v15' },
  { path: '/operations/v16' },
  { path: '/operations/tasks' },
  ...OPERATION_COMMANDS.map((command) => ({ path: `/operations/${command}` })),
  { path: '/charging_profile/create' },
  { path: '/charging_profile/edit/:id' },
  { path: '/transactions', menu: true },
  { path: '/transactions/:id/payment/edit' },
  { path: '/transactions/show_nf_column' },
  { path: '/cancel-idle-payment' },
  { path: '/financial', menu: true },
  { path: '/financial-indicators', menu: true },
  { path: '/indicators', menu: true },
  { path: '/alerts', menu: true },
  { path: '/log', menu: true },
  { path: '/support', menu: true },
  { path: '/push_notification', menu: true },
  { path: '/dynamic-pricing', menu: true },
  { path: '/dynamic-pricing/:id' },
  { path: '/dynamic-pricing/:id/:day' },
  { path: '/virtual-groups', menu: true },
  { path: '/virtual-groups/create' },
  { path: '/virtual-groups/view/:id' },
  { path: '/virtual-groups/edit/:id' },
  { path: '/virtual-groups/edit/:id/chargeboxes' },
  { path: '/virtual-groups/chargeboxes/select' },
  { path: '/virtual-groups/edit/:id/smart-charging/create' },
  { path: '/vouchers', menu: true },
  { path: '/vouchers/create' },
  { path: '/voucher/:id' },
  { path: '/voucher/:id/edit' },
  { path: '/vouchers/create/select_users' },
  { path: '/vouchers/edit/:id/select_users' },
  // Server-side administration without a screen of its own yet.
  { path: '/tenants/create' },
];

/** Routes that need no login (spec 1 §2). */
export const PUBLIC_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/recover',
  '/auth/recover/change',
  '/terms-of-use',
  '/privacy-policy',
  '/not-found',
  '/qrcode/start/:chargeBoxId/:connectorId',
  '/three-ds-authentication',
] as const;
