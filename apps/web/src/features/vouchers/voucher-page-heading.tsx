import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A voucher screen's back arrow and title. */
export function VoucherPageHeading(props: { id: string; title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} wrap>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('vouchers.back')}
        onClick={props.onBack}
      />
      <Typography.Title id={props.id} level={2} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
    </Flex>
  );
}
