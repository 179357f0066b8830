import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { WEEKDAYS, type DynamicPricingDetail } from '@chargedeck/shared';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { useNavigate, useParams } from 'react-router';
import { formOf, pricingApi, usePricingDetail } from './pricing-api';

const shownDate = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');

/** An exception's dates as DD/MM/YYYY, or DD/MM/YYYY - DD/MM/YYYY for a range. */
export function exceptionText(entry: Pick<DynamicPricingDetail, 'startDate' | 'endDate'>) {
  const start = shownDate(entry.startDate);
  return entry.endDate && entry.endDate !== entry.startDate
    ? `${start} - ${shownDate(entry.endDate)}`
    : start;
}

/** /dynamic-pricing/{id}: a card per weekday and the exceptions panel (spec 3 §2). */
export function PricingProfilePage() {
  const format = useFormat();
  const money = (cents: number | null) => (cents === null ? '—' : format.money(cents));
  const percent = (fraction: number | null) =>
    fraction === null ? '—' : format.percent(fraction * 100, 1);
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uuid = useParams().id ?? '';
  const detail = usePricingDetail(uuid);

  if (detail.isError)
    return (
      <Result
        status="warning"
        title={t('pricing.profile.notFound')}
        extra={
          <Button onClick={() => navigate('/dynamic-pricing')}>{t('pricing.list.seeList')}</Button>
        }
      />
    );
  if (!detail.data) return <Skeleton active />;
  const entries = detail.data;
  const exceptions = entries.filter((e) => e.exception && e.general);

  function removeException(entry: DynamicPricingDetail) {
    modal.confirm({
      title: t('pricing.profile.deleteException'),
      content: t('pricing.profile.confirmDeleteException'),
      okText: t('pricing.profile.yes'),
      cancelText: t('pricing.profile.no'),
      onOk: async () => {
        const rest = entries.filter(
          (e) => !(e.exception && e.startDate === entry.startDate && e.endDate === entry.endDate),
        );
        const result = await pricingApi.saveDetail(uuid, rest.map(formOf));
        if (!result.ok) return void message.error(t('pricing.profile.saveFailed'));
        await queryClient.invalidateQueries({ queryKey: ['dynamic-pricing', uuid] });
      },
    });
  }

  return (
    <section aria-labelledby="profile-title">
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('pricing.profile.back')}
          onClick={() => navigate('/dynamic-pricing')}
        />
        <Typography.Title id="profile-title" level={2} style={{ margin: 0 }}>
          {t('menu.dynamicPricingProfile')}
        </Typography.Title>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          <Row gutter={[16, 16]}>
            {WEEKDAYS.map((day) => {
              const general = entries.find((e) => !e.exception && e.general && e.dayOfWeek === day);
              const dynamic = entries.some(
                (e) => !e.exception && !e.general && e.dayOfWeek === day && e.active,
              );
              const to = `/dynamic-pricing/${uuid}/${day.toLowerCase()}`;
              return (
                <Col xs={24} md={12} xl={8} key={day}>
                  <Card
                    size="small"
                    title={t(`pricing.weekdays.${day}`)}
                    extra={
                      general && (
                        <Button
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={`${t('pricing.profile.edit')} ${t(`pricing.weekdays.${day}`)}`}
                          onClick={() => navigate(to)}
                        />
                      )
                    }
                  >
                    {general ? (
                      <Descriptions size="small" column={1}>
                        <Descriptions.Item label={t('pricing.profile.startValue')}>
                          {money(general.servicePrice)}
                        </Descriptions.Item>
                        <Descriptions.Item label={t('pricing.profile.kwhPrice')}>
                          {money(general.kwhPrice)}
                        </Descriptions.Item>
                        <Descriptions.Item label={t('pricing.profile.durationPrice')}>
                          {money(general.durationPrice)}
                        </Descriptions.Item>
                        <Descriptions.Item label={t('pricing.profile.operationFee')}>
                          {percent(general.operationFee)}
                        </Descriptions.Item>
                        <Descriptions.Item label={t('pricing.profile.taxes')}>
                          {percent(general.taxes)}
                        </Descriptions.Item>
                        <Descriptions.Item label={t('pricing.profile.idlePrice')}>
                          {money(general.idleTimePrice)}
                        </Descriptions.Item>
                        <Descriptions.Item>
                          <Tag color={dynamic ? 'green' : 'default'}>
                            {t(
                              dynamic ? 'pricing.profile.dynamicOn' : 'pricing.profile.dynamicOff',
                            )}
                          </Tag>
                        </Descriptions.Item>
                      </Descriptions>
                    ) : (
                      <Button type="dashed" block onClick={() => navigate(to)}>
                        {t('pricing.profile.setPrices')}
                      </Button>
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
        </Col>
        <Col xs={24} lg={7}>
          <Card
            size="small"
            title={t('pricing.profile.exceptions')}
            extra={
              <Button
                shape="circle"
                type="primary"
                icon={<PlusOutlined />}
                aria-label={t('pricing.profile.addException')}
                onClick={() => navigate(`/dynamic-pricing/${uuid}/exception`)}
              />
            }
          >
            <List
              size="small"
              locale={{ emptyText: t('pricing.profile.noExceptions') }}
              dataSource={exceptions}
              renderItem={(entry) => (
                <List.Item
                  key={entry.dynamicPricingDetailUuid}
                  actions={[
                    <Button
                      key="edit"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={`${t('pricing.profile.edit')} ${exceptionText(entry)}`}
                      onClick={() =>
                        navigate(
                          `/dynamic-pricing/${uuid}/exception?start=${entry.startDate}&end=${entry.endDate}`,
                        )
                      }
                    />,
                    <Button
                      key="delete"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('pricing.profile.deleteException')} ${exceptionText(entry)}`}
                      onClick={() => removeException(entry)}
                    />,
                  ]}
                >
                  {exceptionText(entry)}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
