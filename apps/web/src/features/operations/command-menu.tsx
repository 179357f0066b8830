import {
  OPERATION_COMMAND_NAMES,
  OPERATION_COMMAND_ROUTES,
  canAccess,
  type OperationCommand,
} from '@chargedeck/shared';
import { Menu } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';

/** A command's name in the user's language ("Change Availability" in en). */
export const commandLabel = (t: TFunction, command: OperationCommand) =>
  t(`stationOps.operations.commandNames.${command}`);

/** The commands this user may send (route /operations/{command} each). */
export function useAllowedCommands(): OperationCommand[] {
  const { access } = useSession();
  return OPERATION_COMMAND_NAMES.filter(
    (c) => access !== null && canAccess(access, `/operations/${OPERATION_COMMAND_ROUTES[c]}`),
  );
}

export function CommandMenu(props: {
  commands: OperationCommand[];
  value: OperationCommand;
  onChange: (command: OperationCommand) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      aria-label={t('stationOps.operations.commands')}
      mode="inline"
      selectedKeys={[props.value]}
      onClick={(e) => props.onChange(e.key as OperationCommand)}
      items={props.commands.map((c) => ({ key: c, label: commandLabel(t, c) }))}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
