import type { OcppTagView } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ocppTagsApi } from './ocpp-tags-api';
import { TAG_TEXTS } from './ocpp-tags-texts';

/** Delete with the warning that the tag's history is lost (spec 2 §8). */
export function DeleteTagButton({ tag }: { tag: OcppTagView }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const confirm = () =>
    modal.confirm({
      title: t('stationOps.tags.deleteTitle', { id: tag.idTag }),
      content: t('stationOps.tags.deleteWarning'),
      okText: t('stationOps.tags.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await ocppTagsApi.remove(tag.ocppTagPk);
        if (!result.ok) {
          void message.error(TAG_TEXTS.deleteFailure);
          return;
        }
        void message.success(TAG_TEXTS.deleted);
        await queryClient.invalidateQueries({ queryKey: ['ocpptags'] });
      },
    });
  return (
    <Button type="link" danger size="small" onClick={confirm} style={{ padding: 0 }}>
      {t('stationOps.tags.delete')}
    </Button>
  );
}
