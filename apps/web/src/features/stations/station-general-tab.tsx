import { formatMac, STATION_MESSAGES as M } from '@chargedeck/shared';
import { Col, Divider, Form, Input, Radio, Row, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CpfSearch, type CpfMatch } from '../../components/cpf-search';
import type { StationFormValues } from './station-form-values';
import {
  findStationUserByCpf,
  useAllStationGroups,
  usePrivateStationUsers,
  useTenantChoices,
} from './stations-api';
import type { StationGroupItem } from './stations-types';
import { useCan } from './use-can';
import { SwitchField } from '../../components/switch-field';
import { catalogueText } from '../../app/i18n/catalogue-text';

interface Props {
  creating: boolean;
  chargeBoxPk?: number;
  hasKey: boolean;
  onGroup: (group: StationGroupItem | undefined) => void;
}

const half = { xs: 24, md: 12 };

/** General tab (spec 2 §2): identity, account, type, group, switches, access control, hours, OCPP security. */
export function StationGeneralTab({ creating, chargeBoxPk, hasKey, onGroup }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const form = Form.useFormInstance<StationFormValues>();
  const tenants = useTenantChoices();
  const groups = useAllStationGroups();
  const users = usePrivateStationUsers(chargeBoxPk);
  const typeOf = Form.useWatch('typeOf', form);
  const faceReader = Form.useWatch('isTenantDeviceReader', form);
  const open24 = Form.useWatch('isOpen_24Hours', form);
  const profile = Form.useWatch('ocppSecurityProfile', form);
  const tenantPk = Form.useWatch('tenant_pk', form);
  const tenant = tenants.data?.find((x) => x.tenant_pk === tenantPk);
  // Users found by CPF that the list did not bring (it stops at 5,000).
  const [found, setFound] = useState<{ value: number; label: string }[]>([]);
  const listed = (users.data ?? []).map((u) => ({
    value: u.user_pk,
    label: `${u.user_name} (${u.email})`,
  }));
  const userOptions = [...listed, ...found.filter((f) => !listed.some((u) => u.value === f.value))];
  const canSearchCpf = can('/users_data/tenant_parent/cpf');

  async function lookupCpf(digits: string): Promise<CpfMatch | undefined> {
    const user = await findStationUserByCpf(digits, chargeBoxPk);
    if (!user) return undefined;
    const option = { value: user.user_pk, label: `${user.user_name} (${user.email})` };
    setFound((previous) => [...previous.filter((f) => f.value !== option.value), option]);
    return { userPk: user.user_pk, name: user.user_name };
  }

  /** A user found by CPF joins the list (and leaves the other one). */
  function addFound(list: 'owners' | 'users', match: CpfMatch) {
    const current = (form.getFieldValue(list) as number[] | undefined) ?? [];
    const picked = current.includes(match.userPk) ? current : [...current, match.userPk];
    form.setFieldValue(list, picked);
    pickList(list, picked);
  }

  function chooseTenant(pk: number) {
    const next = tenants.data?.find((x) => x.tenant_pk === pk);
    if (next && !next.tenant_device_reader)
      form.setFieldsValue({ isTenantDeviceReader: false, deviceReaderMac: undefined });
  }

  /** A user is an owner or a user with access, never both: picking one list clears the other. */
  function pickList(list: 'owners' | 'users', picked: number[]) {
    const other = list === 'owners' ? 'users' : 'owners';
    form.setFieldValue(
      other,
      (form.getFieldValue(other) as number[]).filter((pk) => !picked.includes(pk)),
    );
  }

  const time = {
    getValueProps: (v?: string) => ({ value: v ? dayjs(v, 'HH:mm') : null }),
    normalize: (v: dayjs.Dayjs | null) => v?.format('HH:mm'),
  };

  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name="chargeBoxId"
          label={t('stations.form.chargeBoxId')}
          rules={[
            { required: true, message: catalogueText(t, M.idMandatory) },
            { pattern: /^\S+$/, message: catalogueText(t, M.idBlanks) },
          ]}
        >
          <Input disabled={!creating} maxLength={64} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="endpointAddress" label={t('stations.form.endpointAddress')}>
          <Input maxLength={25} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="description"
          label={t('stations.form.description')}
          rules={[
            { required: true, whitespace: true, message: catalogueText(t, M.descriptionMandatory) },
          ]}
        >
          <Input maxLength={90} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="externalId" label={t('stations.form.externalId')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="tenant_pk" label={t('stations.form.account')}>
          <Select
            onChange={chooseTenant}
            options={(tenants.data ?? []).map((x) => ({ value: x.tenant_pk, label: x.name }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="chargeBoxGroupPk" label={t('stations.form.group')}>
          <Select
            allowClear
            placeholder={t('stations.form.noGroup')}
            onChange={(pk?: number) => onGroup(groups.data?.find((g) => g.chargeBoxGroupPk === pk))}
            options={(groups.data ?? []).map((g) => ({ value: g.chargeBoxGroupPk, label: g.name }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="typeOf" label={t('stations.form.type')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'PUBLIC', label: t('stations.form.public') },
              { value: 'PRIVATE', label: t('stations.form.private') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <SwitchField name="reservation" label={t('stations.form.reservation')} />
      </Col>
      <Col xs={12} md={6}>
        <SwitchField name="active" label={t('stations.form.active')} />
      </Col>
      {can('/stations/ocpi_enabled_button') && (
        <Col xs={12} md={6}>
          <SwitchField name="isOcpiCompatible" label={t('stations.form.ocpi')} />
        </Col>
      )}
      <Col xs={12} md={6}>
        <SwitchField
          name="hasSocPercentage"
          label={t('stations.form.socPercentage')}
          rules={[{ required: true }]}
        />
      </Col>
      <Col xs={12} md={6}>
        <SwitchField
          name="isTenantDeviceReader"
          label={t('stations.form.faceReader')}
          switchProps={{ disabled: tenant !== undefined && !tenant.tenant_device_reader }}
        />
      </Col>
      {faceReader && (
        <Col {...half}>
          <Form.Item
            name="deviceReaderMac"
            label={t('stations.form.faceReaderMac')}
            normalize={formatMac}
            rules={[{ required: true, message: catalogueText(t, M.faceReaderMac) }]}
          >
            <Input maxLength={17} placeholder={t('stations.form.macPlaceholder')} />
          </Form.Item>
        </Col>
      )}
      {typeOf === 'PRIVATE' && (
        <>
          <Divider titlePlacement="start">{t('stations.form.accessControl')}</Divider>
          <Col {...half}>
            <Form.Item name="owners" label={t('stations.form.owners')}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={userOptions}
                onChange={(v: number[]) => pickList('owners', v)}
              />
            </Form.Item>
            {canSearchCpf && (
              <Form.Item>
                <CpfSearch
                  id="station-owner-cpf"
                  label={t('stations.form.ownerCpf')}
                  lookup={lookupCpf}
                  onFound={(match) => addFound('owners', match)}
                />
              </Form.Item>
            )}
          </Col>
          <Col {...half}>
            <Form.Item name="users" label={t('stations.form.usersWithAccess')}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={userOptions}
                onChange={(v: number[]) => pickList('users', v)}
              />
            </Form.Item>
            {canSearchCpf && (
              <Form.Item>
                <CpfSearch
                  id="station-user-cpf"
                  label={t('stations.form.userCpf')}
                  lookup={lookupCpf}
                  onFound={(match) => addFound('users', match)}
                />
              </Form.Item>
            )}
          </Col>
        </>
      )}
      <Divider titlePlacement="start">{t('stations.form.hours')}</Divider>
      <Col xs={24} md={8}>
        <SwitchField name="isOpen_24Hours" label={t('stations.form.open24')} />
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="openTime"
          label={t('stations.form.openTime')}
          {...time}
          rules={[{ required: !open24, message: catalogueText(t, M.openTime) }]}
        >
          <TimePicker format="HH:mm" disabled={open24} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="closeTime"
          label={t('stations.form.closeTime')}
          {...time}
          rules={[{ required: !open24, message: catalogueText(t, M.closeTime) }]}
        >
          <TimePicker format="HH:mm" disabled={open24} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Divider titlePlacement="start">{t('stations.form.security')}</Divider>
      <Col {...half}>
        <Form.Item name="ocppSecurityProfile" label={t('stations.form.securityProfile')}>
          <Select
            options={[0, 1, 2, 3].map((p) => ({
              value: p,
              label: t(`stations.form.profile${p as 0 | 1 | 2 | 3}`),
            }))}
          />
        </Form.Item>
      </Col>
      {(profile === 1 || profile === 2) && (
        <Col {...half}>
          <Form.Item
            name="authorizationKey"
            label={t('stations.form.authorizationKey')}
            extra={
              hasKey
                ? t('stations.form.authorizationKeySet')
                : creating
                  ? t('stations.form.authorizationKeyLength')
                  : t('stations.form.authorizationKeyHint')
            }
            rules={[{ required: !hasKey, min: 16, max: 40 }]}
          >
            <Input.Password autoComplete="new-password" maxLength={40} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
