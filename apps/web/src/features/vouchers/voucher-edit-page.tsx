import { useQueryClient } from '@tanstack/react-query';
import { App, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { browserStore } from '../../app/storage/storage-keys';
import { clearDraft, editDraftOf, readDraft, writeDraft } from './voucher-draft';
import { VoucherForm } from './voucher-form';
import { updateBodyOf, type VoucherFormValues } from './voucher-form-values';
import { VoucherPageHeading } from './voucher-page-heading';
import type { Voucher } from './voucher-types';
import { useVoucher, vouchersApi } from './vouchers-api';

/** /voucher/{id}/edit (spec 3 §2, §4): prefilled from the voucher, or from its saved draft. */
export function VoucherEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const voucher = useVoucher(Number.isInteger(id) ? id : undefined);
  const navigate = useNavigate();
  if (voucher.isPending) return <Spin />;
  if (!voucher.data) return <Result status="404" title={t('vouchers.notFound')} />;
  return (
    <section aria-labelledby="voucher-edit-title">
      <VoucherPageHeading
        id="voucher-edit-title"
        title={t('vouchers.form.editTitle')}
        onBack={() => {
          clearDraft(browserStore(), id);
          void navigate(`/voucher/${id}`);
        }}
      />
      <VoucherEditForm voucher={voucher.data} />
    </section>
  );
}

function VoucherEditForm({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = browserStore();
  const id = voucher.voucher_pk;
  const [draft] = useState(() => editDraftOf(readDraft(store, id), voucher));
  const [saving, setSaving] = useState(false);

  const keep = (values: VoucherFormValues) => writeDraft(store, id, { values, users: draft.users });
  const cancel = () => {
    clearDraft(store, id);
    void navigate(`/voucher/${id}`);
  };

  async function submit(values: VoucherFormValues) {
    setSaving(true);
    const result = await vouchersApi.update(id, updateBodyOf(values, draft.users));
    setSaving(false);
    if (!result.ok || result.data?.type === 'error') {
      modal.confirm({
        title: t('vouchers.messages.updateFailed'),
        content: result.ok ? undefined : result.error?.error,
        okText: t('vouchers.messages.tryAgain'),
        cancelText: t('vouchers.messages.seeList'),
        onOk: () => submit(values),
        onCancel: () => void navigate('/vouchers'),
      });
      return;
    }
    clearDraft(store, id);
    await queryClient.invalidateQueries({ queryKey: ['vouchers'] });
    modal.success({
      title: t('vouchers.messages.updated'),
      okText: t('vouchers.messages.seeList'),
      onOk: () => void navigate('/vouchers'),
    });
  }

  return (
    <VoucherForm
      mode="edit"
      initial={draft.values}
      users={draft.users}
      registeredUnits={voucher.units}
      saving={saving}
      onChange={keep}
      onSelectUsers={(values) => {
        keep(values);
        void navigate(`/vouchers/edit/${id}/select_users`);
      }}
      onSubmit={(values) => void submit(values)}
      onCancel={cancel}
    />
  );
}
