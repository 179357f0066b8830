import { STATION_GROUP_MESSAGES as M, stationGroupBody } from '@chargedeck/shared';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AddressFields, lookUpZip } from '../stations/address-fields';
import { StationMap } from '../stations/station-map';
import type { StationGroupItem } from '../stations/stations-types';
import { stationGroupsApi, useStationGroup } from './station-groups-api';
import { FormPageHeading } from '../../components/form-page-heading';
import { catalogueText } from '../../app/i18n/catalogue-text';

type GroupValues = Omit<StationGroupItem, 'chargeBoxGroupPk' | 'chargePoints'>;

/** Group form (spec 2 §2, §5): name, external ID, address, latitude, longitude; messages in Portuguese. */
export function StationGroupFormPage() {
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: catalogueText(t, M.required) }];
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const pk = id === undefined ? undefined : Number(id);
  const group = useStationGroup(pk);
  const [form] = Form.useForm<GroupValues>();
  const [saving, setSaving] = useState(false);
  const lat = Form.useWatch('latitude', form);
  const lng = Form.useWatch('longitude', form);

  useEffect(() => {
    if (group.data) form.setFieldsValue(group.data);
  }, [group.data, form]);

  async function lookUp(zip: string) {
    const found = await lookUpZip(zip);
    if (!found) return;
    const { noStreet: _, ...address } = found;
    form.setFieldsValue({ address: { ...form.getFieldValue('address'), ...address } });
  }

  async function submit(values: GroupValues) {
    const parsed = stationGroupBody.safeParse(values);
    if (!parsed.success)
      return void message.error(
        catalogueText(
          t,
          parsed.error.issues[0]?.message ?? t('specTexts.stationGroups.saveFailed'),
        ),
      );
    setSaving(true);
    const result =
      pk === undefined
        ? await stationGroupsApi.create(parsed.data)
        : await stationGroupsApi.update(pk, parsed.data);
    setSaving(false);
    if (!result.ok)
      return void message.error(result.error?.error ?? t('specTexts.stationGroups.saveFailed'));
    await queryClient.invalidateQueries({ queryKey: ['chargepoint-groups'] });
    void message.success(t('specTexts.stationGroups.saved'));
    setTimeout(() => void navigate('/station_groups'), 1000);
  }

  if (pk !== undefined && group.isError)
    return <Alert type="warning" showIcon title={t('specTexts.stationGroups.notFound')} />;
  if (pk !== undefined && !group.data) return <Skeleton active />;
  return (
    <section aria-labelledby="group-form-title">
      <FormPageHeading
        id="group-form-title"
        title={pk === undefined ? t('stations.groups.createTitle') : t('stations.groups.editTitle')}
        backLabel={t('stations.form.back')}
        onBack={() => void navigate('/station_groups')}
        quietBack
      />
      <Card style={{ marginTop: 16 }}>
        <Form<GroupValues>
          form={form}
          layout="vertical"
          initialValues={{ address: { country: 'BR' } }}
          onFinish={submit}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="name"
                label={t('stations.groups.name')}
                rules={[
                  { required: true, whitespace: true, message: catalogueText(t, M.nameRequired) },
                ]}
              >
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="externalId" label={t('stations.groups.externalId')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <AddressFields
              rules={{
                zipCode: [
                  { required: true, message: catalogueText(t, M.required) },
                  { pattern: /^\d{5}-\d{3}$/, message: catalogueText(t, M.zipFormat) },
                ],
                street: required,
                houseNumber: required,
                city: required,
                state: required,
              }}
              onZip={(zip) => void lookUp(zip)}
            />
            <Col xs={12} md={12}>
              <Form.Item
                name="latitude"
                label={t('stations.form.latitude')}
                rules={[
                  { required: true, message: catalogueText(t, M.latitudeRequired) },
                  { type: 'number', min: -90, max: 90, message: catalogueText(t, M.latitudeRange) },
                ]}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={12}>
              <Form.Item
                name="longitude"
                label={t('stations.form.longitude')}
                rules={[
                  { required: true, message: catalogueText(t, M.longitudeRequired) },
                  {
                    type: 'number',
                    min: -180,
                    max: 180,
                    message: catalogueText(t, M.longitudeRange),
                  },
                ]}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <StationMap
                label={t('stations.form.mapHint')}
                position={lat != null && lng != null ? { lat, lng } : undefined}
                onPick={(at) =>
                  form.setFieldsValue({
                    latitude: Math.round(at.lat * 1e6) / 1e6,
                    longitude: Math.round(at.lng * 1e6) / 1e6,
                  })
                }
              />
            </Col>
          </Row>
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('stations.form.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </section>
  );
}
