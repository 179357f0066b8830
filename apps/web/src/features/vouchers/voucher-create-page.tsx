import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { browserStore } from '../../app/storage/storage-keys';
import { clearDraft, readDraft, writeDraft } from './voucher-draft';
import { VoucherForm } from './voucher-form';
import { EMPTY_VOUCHER_FORM, createBodyOf, type VoucherFormValues } from './voucher-form-values';
import { VoucherPageHeading } from './voucher-page-heading';
import { vouchersApi } from './vouchers-api';

/** /vouchers/create (spec 3 §2): the form, kept as a draft while the guests are picked. */
export function VoucherCreatePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = browserStore();
  const [draft] = useState(() => readDraft(store, 'new'));
  const users = draft?.users ?? [];
  const [saving, setSaving] = useState(false);

  const keep = (values: VoucherFormValues) => writeDraft(store, 'new', { values, users });
  const leave = () => {
    clearDraft(store, 'new');
    void navigate('/vouchers');
  };

  async function submit(values: VoucherFormValues) {
    setSaving(true);
    const result = await vouchersApi.create(createBodyOf(values, users));
    setSaving(false);
    if (!result.ok) {
      modal.confirm({
        title: t('vouchers.messages.createFailed'),
        content: result.error?.error,
        okText: t('vouchers.messages.tryAgain'),
        cancelText: t('vouchers.messages.seeList'),
        onOk: () => submit(values),
        onCancel: leave,
      });
      return;
    }
    clearDraft(store, 'new');
    await queryClient.invalidateQueries({ queryKey: ['vouchers'] });
    modal.success({
      title: t('vouchers.messages.created'),
      okText: t('vouchers.messages.seeList'),
      onOk: () => void navigate('/vouchers'),
    });
  }

  return (
    <section aria-labelledby="voucher-create-title">
      <VoucherPageHeading
        id="voucher-create-title"
        title={t('vouchers.form.createTitle')}
        onBack={leave}
      />
      <VoucherForm
        mode="create"
        initial={draft?.values ?? EMPTY_VOUCHER_FORM}
        users={users}
        saving={saving}
        onChange={keep}
        onSelectUsers={(values) => {
          keep(values);
          void navigate('/vouchers/create/select_users');
        }}
        onSubmit={(values) => void submit(values)}
        onCancel={leave}
      />
    </section>
  );
}
