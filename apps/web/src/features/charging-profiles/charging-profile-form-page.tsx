import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PROFILE_DESCRIPTION_MAX_LENGTH, type ChargingProfileForm } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { chargingProfilesApi, useChargingProfile } from './charging-profiles-api';
import { changedFieldNames, profileFormErrors } from './profile-form-errors';
import { FormPageHeading } from '../../components/form-page-heading';

interface Values {
  description: string;
  currentLimitDefault: number;
  intervals: { range?: [Dayjs, Dayjs] | null; currentLimit: number }[];
}

const toRange = (pair: [string, string]): [Dayjs, Dayjs] => [
  dayjs(pair[0], 'HH:mm'),
  dayjs(pair[1], 'HH:mm'),
];

/** Create (/charging_profile/create) and edit (/charging_profile/edit/:id) a charging profile. */
export function ChargingProfileFormPage() {
  const { id } = useParams();
  const pk = id ? Number(id) : undefined;
  const { t } = useTranslation();
  const profile = useChargingProfile(pk);
  if (pk !== undefined && profile.isPending) return <Skeleton active />;
  if (pk !== undefined && !profile.data)
    return <Alert type="warning" title={t('specTexts.chargingProfiles.notFound')} />;
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: ChargingProfileForm | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const back = () => void navigate('/operations');

  async function save(values: Values) {
    const body = {
      description: values.description ?? '',
      currentLimitDefault: values.currentLimitDefault,
      intervals: (values.intervals ?? []).map((i) => ({
        beginningEnd: [
          i.range?.[0]?.format('HH:mm') ?? '',
          i.range?.[1]?.format('HH:mm') ?? '',
        ] as [string, string],
        currentLimit: i.currentLimit,
      })),
    };
    const errors = profileFormErrors(t, body).map((e) => ({
      ...e,
      name: e.name.map((part) => (part === 'beginningEnd' ? 'range' : part)),
    }));
    if (errors.length > 0) {
      form.setFields(errors as Parameters<typeof form.setFields>[0]);
      return;
    }
    setSaving(true);
    const result = profile
      ? await chargingProfilesApi.update(profile.chargingProfilePk, body)
      : await chargingProfilesApi.create(body);
    setSaving(false);
    if (!result.ok) {
      void message.error(t('specTexts.chargingProfiles.failed'));
      return;
    }
    void message.success(
      profile ? t('specTexts.chargingProfiles.updated') : t('specTexts.chargingProfiles.created'),
    );
    await queryClient.invalidateQueries({ queryKey: ['charging_profiles'] });
    setTimeout(back, 1000);
  }

  return (
    <section aria-labelledby="profile-title">
      <FormPageHeading
        id="profile-title"
        title={
          profile
            ? t('specTexts.chargingProfiles.editTitle')
            : t('specTexts.chargingProfiles.createTitle')
        }
        backLabel={t('stationOps.tags.back')}
        onBack={back}
        note={profile?.description}
      />
      <Card style={{ maxWidth: 720, marginTop: 16 }}>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => void save(values)}
          onValuesChange={(changed: Partial<Values>, all: Values) =>
            form.setFields(
              changedFieldNames(changed, all.intervals?.length ?? 0).map((name) => ({
                name: name as never,
                errors: [],
              })),
            )
          }
          initialValues={{
            description: profile?.description,
            currentLimitDefault: profile?.currentLimitDefault,
            intervals: profile?.intervals.map((i) => ({
              range: toRange(i.beginningEnd),
              currentLimit: i.currentLimit,
            })) ?? [{}],
          }}
        >
          <Form.Item name="description" label={t('stationOps.profiles.description')}>
            <Input maxLength={PROFILE_DESCRIPTION_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item name="currentLimitDefault" label={t('stationOps.profiles.defaultLimit')}>
            <InputNumber min={0} max={1000} style={{ width: 160 }} />
          </Form.Item>
          <Typography.Text strong>{t('stationOps.profiles.intervals')}</Typography.Text>
          <Form.List name="intervals">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} wrap align="start" style={{ marginTop: 8 }}>
                    <Form.Item
                      name={[field.name, 'range']}
                      label={t('stationOps.profiles.interval')}
                      style={{ marginBottom: 8 }}
                    >
                      <TimePicker.RangePicker format="HH:mm" minuteStep={5} order={false} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'currentLimit']}
                      label={t('stationOps.profiles.limit')}
                      style={{ marginBottom: 8 }}
                    >
                      <InputNumber min={0} max={1000} />
                    </Form.Item>
                    {index > 0 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('stationOps.profiles.removeInterval')}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    )}
                  </Flex>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  style={{ margin: '8px 0 16px' }}
                >
                  {t('stationOps.profiles.addInterval')}
                </Button>
              </>
            )}
          </Form.List>
          <div>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
              {t('stationOps.tags.save')}
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
