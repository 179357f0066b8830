import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RobotCheck } from '../../components/robot-check/robot-check';
import type { useRobotCheck } from '../../components/robot-check/use-robot-check';

/**
 * The end of every /auth form: the robot check, then the submit button, which waits for the
 * check (and for `ready`, the form's own condition).
 */
export function RobotCheckedSubmit({
  robot,
  busy,
  ready = true,
  children,
}: {
  robot: ReturnType<typeof useRobotCheck>;
  busy: boolean;
  ready?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <RobotCheck {...robot.bind} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        disabled={!robot.verified || !ready}
        loading={busy}
      >
        {children}
      </Button>
    </>
  );
}

/** The line under an /auth form: where else to go (sign in, register). */
export function AuthFormFooter({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
      {children}
    </Typography.Paragraph>
  );
}
