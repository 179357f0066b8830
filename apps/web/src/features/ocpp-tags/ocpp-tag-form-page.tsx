import {
  ID_TAG_MAX_LENGTH,
  TAG_NOTE_MAX_LENGTH,
  canAccess,
  type OcppTagView,
} from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { CardUserField } from './card-user-field';
import { noteRules } from './ocpp-tag-rules';
import { ocppTagsApi, useOcppTag } from './ocpp-tags-api';
import { TAG_TEXTS, tagText } from './ocpp-tags-texts';
import { TenantSelect } from './tenant-select';
import { SwitchField } from '../../components/switch-field';
import { FormPageHeading } from '../../components/form-page-heading';

interface TagFormValues {
  id_tag: string;
  type: 'CARD' | 'USER';
  tenant_pk: number;
  parent_id_tag?: string;
  note: string;
  isFreeRecharge: boolean;
  inactive: boolean;
}

/** Create (/ocpptags/create) and edit (/ocpptags/edit/:id) of one tag (spec 2 §4, §5). */
export function OcppTagFormPage() {
  const { id } = useParams();
  const tagPk = id ? Number(id) : undefined;
  const tag = useOcppTag(tagPk);
  const { t } = useTranslation();
  if (tagPk !== undefined && tag.isPending) return <Skeleton active />;
  if (tagPk !== undefined && !tag.data) return <Alert type="warning" title={TAG_TEXTS.notFound} />;
  return (
    <TagForm
      tag={tag.data}
      key={tag.data?.ocppTagPk ?? 'new'}
      title={t(tag.data ? 'stationOps.tags.editTitle' : 'stationOps.tags.createTitle')}
    />
  );
}

function TagForm({ tag, title }: { tag: OcppTagView | undefined; title: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const { access } = useSession();
  const [owner, setOwner] = useState({
    pk: tag?.ownerUserPk ?? null,
    name: tag?.ownerUserName ?? null,
  });
  const [saving, setSaving] = useState(false);
  const isUser = tag?.type === 'USER';
  const canSearchCpf = access !== null && canAccess(access, '/users_data/tenant_parent/cpf');

  async function save(values: TagFormValues) {
    setSaving(true);
    const body = {
      ...values,
      parent_id_tag: values.parent_id_tag?.trim() || null,
      owner_user_pk: isUser ? tag?.ownerUserPk : owner.pk,
    };
    const result = tag
      ? await ocppTagsApi.update(tag.ocppTagPk, body)
      : await ocppTagsApi.create(body);
    setSaving(false);
    if (!result.ok) {
      const duplicate = result.status === 409;
      void message.error(duplicate ? tagText('duplicate', values.id_tag) : TAG_TEXTS.saveFailure);
      return;
    }
    void message.success(tag ? TAG_TEXTS.updated : TAG_TEXTS.created);
    await queryClient.invalidateQueries({ queryKey: ['ocpptags'] });
    setTimeout(() => void navigate('/ocpptags'), 1000);
  }

  const required = { required: true, message: t('stationOps.tags.required') };
  return (
    <section aria-labelledby="tag-form-title">
      <FormPageHeading
        id="tag-form-title"
        title={title}
        backLabel={t('stationOps.tags.back')}
        onBack={() => void navigate('/ocpptags')}
      />
      <Card style={{ maxWidth: 720, marginTop: 16 }}>
        <Form<TagFormValues>
          layout="vertical"
          onFinish={(values) => void save(values)}
          initialValues={{
            id_tag: tag?.idTag,
            type: tag?.type ?? 'CARD',
            tenant_pk: tag?.tenantPk ?? session?.user.tenant_pk,
            parent_id_tag: tag?.parentIdTag ?? undefined,
            note: tag?.note ?? '',
            isFreeRecharge: tag?.isFreeRecharge ?? false,
            inactive: tag?.inactive ?? false,
          }}
        >
          <Form.Item
            name="id_tag"
            label={t('stationOps.tags.idTag')}
            rules={[required, { max: ID_TAG_MAX_LENGTH }]}
          >
            <Input maxLength={ID_TAG_MAX_LENGTH} disabled={isUser} />
          </Form.Item>
          <Form.Item name="type" label={t('stationOps.tags.type')}>
            <Select disabled options={[{ value: 'CARD' }, { value: 'USER' }]} />
          </Form.Item>
          <Form.Item name="tenant_pk" label={t('stationOps.tags.account')} rules={[required]}>
            <TenantSelect />
          </Form.Item>
          <Form.Item
            name="parent_id_tag"
            label={t('stationOps.tags.parent')}
            rules={[{ max: ID_TAG_MAX_LENGTH }]}
          >
            <Input maxLength={ID_TAG_MAX_LENGTH} />
          </Form.Item>
          <Form.Item label={t('stationOps.tags.cardUser')} htmlFor="tag-cpf">
            <CardUserField
              ownerName={owner.name}
              disabled={isUser || !canSearchCpf}
              onFound={(pk, name) => setOwner({ pk, name })}
            />
          </Form.Item>
          <Form.Item name="note" label={t('stationOps.tags.note')} rules={noteRules(t)}>
            <Input.TextArea rows={3} maxLength={TAG_NOTE_MAX_LENGTH} showCount />
          </Form.Item>
          <Flex gap={32} wrap>
            <SwitchField name="isFreeRecharge" label={t('stationOps.tags.freeRecharge')} />
            {tag && <SwitchField name="inactive" label={t('stationOps.tags.inactive')} />}
          </Flex>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {t('stationOps.tags.save')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
