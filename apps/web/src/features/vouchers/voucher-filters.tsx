import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoucherListQuery } from './voucher-types';
import { VOUCHER_KINDS, VOUCHER_STATUSES } from '@chargedeck/shared';

/** The list's filters (spec 3 §2): code, name, description, type, status; Filtrar and Limpar. */
export function VoucherFilters(props: { onApply: (query: VoucherListQuery) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VoucherListQuery>();
  const apply = (values: VoucherListQuery) =>
    props.onApply(
      Object.fromEntries(
        Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
      ) as VoucherListQuery,
    );
  return (
    <Form<VoucherListQuery> form={form} layout="vertical" onFinish={apply}>
      <Row gutter={12} align="bottom">
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="code" label={t('vouchers.filters.code')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="title" label={t('vouchers.filters.name')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="description" label={t('vouchers.filters.description')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Item name="kind" label={t('vouchers.filters.type')}>
            <Select
              allowClear
              placeholder={t('vouchers.filters.all')}
              options={VOUCHER_KINDS.map((kind) => ({
                value: kind,
                label: t(`vouchers.kinds.${kind}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Item name="status" label={t('vouchers.filters.status')}>
            <Select
              allowClear
              placeholder={t('vouchers.filters.all')}
              options={VOUCHER_STATUSES.map((status) => ({
                value: status,
                label: t(`vouchers.statuses.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={3}>
          <Form.Item>
            <Row gutter={8} wrap={false}>
              <Col flex="auto">
                <Button type="primary" htmlType="submit" block>
                  {t('vouchers.filters.filter')}
                </Button>
              </Col>
              <Col flex="auto">
                <Button
                  block
                  onClick={() => {
                    form.resetFields();
                    props.onApply({});
                  }}
                >
                  {t('vouchers.filters.clear')}
                </Button>
              </Col>
            </Row>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
