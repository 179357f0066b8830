import { QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Spin, Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One chart of the usage screen: its title with a help tooltip (a focusable icon whose text is
 * also the chart's description for screen readers), a loading indicator and an empty state.
 */
export function UsageChartCard(props: {
  title: string;
  help: string;
  loading: boolean;
  empty: boolean;
  emptyText?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Card
      size="small"
      data-testid={props.testId}
      aria-busy={props.loading}
      title={
        <Flex align="center" gap={6}>
          <span style={{ whiteSpace: 'normal' }}>{props.title}</span>
          <Tooltip title={props.help} trigger={['hover', 'focus']}>
            <QuestionCircleOutlined
              tabIndex={0}
              role="img"
              aria-label={t('usage.charts.help', { chart: props.title })}
              aria-describedby={helpId}
              style={{ color: 'var(--ant-color-text-tertiary, #8c8c8c)', cursor: 'help' }}
            />
          </Tooltip>
          <span id={helpId} hidden>
            {props.help}
          </span>
        </Flex>
      }
      styles={{ body: { height: 240, position: 'relative' } }}
    >
      <Spin spinning={props.loading} description={t('common.loading')}>
        <div
          style={{ height: 216 }}
          role="group"
          aria-label={props.title}
          aria-describedby={helpId}
        >
          {props.empty && !props.loading ? (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={props.emptyText ?? t('usage.charts.empty')}
              />
            </Flex>
          ) : (
            props.children
          )}
        </div>
      </Spin>
    </Card>
  );
}
