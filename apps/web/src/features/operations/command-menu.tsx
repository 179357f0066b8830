import {
  OPERATION_COMMAND_NAMES,
  OPERATION_COMMAND_ROUTES,
  canAccess,
  type OperationCommand,
} from '@chargedeck/shared';
import { Menu } from 'antd';
import { useSession } from '../../app/auth/session-context';

/** "change_availability" → "Change Availability". */
export const commandLabel = (command: OperationCommand) =>
  command.replace(
    /(^|_)(\w)/g,
    (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`,
  );

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
  return (
    <Menu
      aria-label="commands"
      mode="inline"
      selectedKeys={[props.value]}
      onClick={(e) => props.onChange(e.key as OperationCommand)}
      items={props.commands.map((c) => ({ key: c, label: commandLabel(c) }))}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
