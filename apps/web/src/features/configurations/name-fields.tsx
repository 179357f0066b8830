import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** Name (required, 30) and description (required, 50) of spec 3 §5 "Configuration". */
export function NameFields({ edit = false }: { edit?: boolean }) {
  const { t } = useTranslation();
  const nameRequired = edit ? 'groupNameRequired' : 'nameRequired';
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('configurations.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t(`configurations.rules.${nameRequired}`),
            },
            { max: 30, message: t('configurations.rules.nameMax') },
          ]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="description"
          label={t('configurations.description')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('configurations.rules.descriptionRequired'),
            },
            { max: 50, message: t('configurations.rules.descriptionMax') },
          ]}
        >
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
