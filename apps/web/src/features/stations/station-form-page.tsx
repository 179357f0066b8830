import { Alert, Button, Card, Flex, Form, Skeleton, Tabs, Typography, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { StationAddressTab } from './station-address-tab';
import { NEW_STATION, valuesOf, type StationFormValues } from './station-form-values';
import { StationGeneralTab } from './station-general-tab';
import { StationPaymentTab } from './station-payment-tab';
import { StationPhotosTab } from './station-photos-tab';
import { StationTechnicalTab } from './station-technical-tab';
import { useStationDetail, useStationPhotos } from './stations-api';
import { STATION_TEXTS } from './stations-texts';
import type { StationGroupItem } from './stations-types';
import { useStationSave } from './use-station-save';
import { FormPageHeading } from '../../components/form-page-heading';

/** Station form (spec 2 §2): create at /stations/create, edit at /stations/edit/{id}. */
export function StationFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, access } = useSession();
  const { id } = useParams();
  const pk = id === undefined ? undefined : Number(id);
  const detail = useStationDetail(pk);
  const photos = useStationPhotos(detail.data?.chargeBoxId);
  const [form] = Form.useForm<StationFormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('general');
  const save = useStationSave(pk, photos.data ?? []);
  const zip = Form.useWatch(['address', 'zipCode'], form);
  const longitude = Form.useWatch('locationLongitude', form);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);
  useEffect(() => {
    setFiles(
      (photos.data ?? []).map((p) => ({
        uid: `photo-${p.photoPk}`,
        name: p.name,
        status: 'done',
        url: p.url,
      })),
    );
  }, [photos.data]);

  /** A group with a complete address and coordinates gives them to the station; otherwise the initial address returns. */
  function chooseGroup(group: StationGroupItem | undefined) {
    const a = group?.address;
    const complete =
      a &&
      a.street &&
      a.houseNumber &&
      a.zipCode &&
      a.city &&
      a.state &&
      group.latitude != null &&
      group.longitude != null;
    const initial = detail.data ? valuesOf(detail.data) : (NEW_STATION as StationFormValues);
    if (complete) {
      form.setFieldsValue({
        address: { ...a },
        locationLatitude: group.latitude,
        locationLongitude: group.longitude,
      });
    } else {
      form.setFieldsValue({
        address: initial.address,
        locationLatitude: initial.locationLatitude,
        locationLongitude: initial.locationLongitude,
      });
    }
  }

  /**
   * The whole store, not only the fields shown: a connector's id is in the store, not a field
   * (onFinish's values would send each connector without it).
   */
  async function submit() {
    setSaving(true);
    await save(form.getFieldsValue(true) as StationFormValues, files);
    setSaving(false);
  }

  if (pk !== undefined && detail.isError)
    return <Alert type="warning" showIcon title={STATION_TEXTS.notFound} />;
  if (pk !== undefined && !detail.data) return <Skeleton active />;
  const features = access?.features;
  const showPayment = Boolean(features?.payment || features?.monetization);
  const hasConnectors = (detail.data?.connectors.length ?? 0) > 0;
  const title = pk === undefined ? t('stations.form.createTitle') : t('stations.form.editTitle');

  return (
    <section aria-labelledby="station-form-title">
      <FormPageHeading
        id="station-form-title"
        title={title}
        backLabel={t('stations.form.back')}
        onBack={() => void navigate('/stations')}
        note={detail.data?.chargeBoxId}
        quietBack
      />
      <Card style={{ marginTop: 16 }}>
        <Form<StationFormValues>
          form={form}
          layout="vertical"
          initialValues={{ ...NEW_STATION, tenant_pk: session?.user.tenant_pk }}
          onFinish={submit}
          onFinishFailed={({ errorFields }) => {
            const first = String(errorFields[0]?.name[0] ?? '');
            setTab(
              ['address', 'locationLatitude', 'locationLongitude'].includes(first)
                ? 'address'
                : first === 'connectors'
                  ? 'technical'
                  : 'general',
            );
          }}
          scrollToFirstError
        >
          <Tabs
            className="wrap-tabs-on-phone"
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'general',
                label: t('stations.form.tabs.general'),
                forceRender: true,
                children: (
                  <StationGeneralTab
                    creating={pk === undefined}
                    chargeBoxPk={pk}
                    hasKey={detail.data?.hasAuthorizationKey ?? false}
                    onGroup={chooseGroup}
                  />
                ),
              },
              ...(hasConnectors
                ? [
                    {
                      key: 'technical',
                      label: t('stations.form.tabs.technical'),
                      forceRender: true,
                      children: <StationTechnicalTab />,
                    },
                  ]
                : []),
              {
                key: 'address',
                label: t('stations.form.tabs.address'),
                forceRender: true,
                children: <StationAddressTab />,
              },
              ...(showPayment
                ? [
                    {
                      key: 'payment',
                      label: t('stations.form.tabs.payment'),
                      forceRender: true,
                      children: <StationPaymentTab />,
                    },
                  ]
                : []),
              {
                key: 'photos',
                label: t('stations.form.tabs.photos'),
                children: <StationPhotosTab files={files} onChange={setFiles} />,
              },
            ]}
          />
          {!hasConnectors && pk !== undefined && (
            <Typography.Paragraph type="secondary">
              {t('stations.form.noConnectors')}
            </Typography.Paragraph>
          )}
          <Flex justify="end">
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              disabled={saving || (Boolean(zip) && longitude == null)}
            >
              {t('stations.form.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </section>
  );
}
