import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface FormPageHeadingProps {
  /** The title's id, which the page's section is labelled by. */
  id: string;
  title: ReactNode;
  backLabel: string;
  onBack: () => void;
  /** What is edited (a station's id, a profile's description), beside the title. */
  note?: ReactNode;
  /** A text-only back button, as the station screens have it. */
  quietBack?: boolean;
}

/** The heading of a create or edit page: a back arrow, the title and what is edited. */
export function FormPageHeading({
  id,
  title,
  backLabel,
  onBack,
  note,
  quietBack,
}: FormPageHeadingProps) {
  return (
    <Flex align="center" gap={8} wrap>
      <Button
        type={quietBack ? 'text' : undefined}
        icon={<ArrowLeftOutlined />}
        aria-label={backLabel}
        onClick={onBack}
      />
      <Typography.Title id={id} level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Flex>
  );
}
