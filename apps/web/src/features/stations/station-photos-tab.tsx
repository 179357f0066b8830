import { PlusOutlined } from '@ant-design/icons';
import { App, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATION_TEXTS } from './stations-texts';

export const MAX_PHOTOS = 3;
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Photos tab: up to 3 images of at most 10 MB with distinct names; the server checks content. */
export function StationPhotosTab({
  files,
  onChange,
}: {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  function accept(file: File): boolean {
    if (!TYPES.includes(file.type)) return (void message.error(STATION_TEXTS.photoType), false);
    if (file.size >= MAX_BYTES) return (void message.error(STATION_TEXTS.photoSize), false);
    if (files.some((f) => f.name === file.name))
      return (void message.error(STATION_TEXTS.photoName), false);
    return true;
  }

  return (
    <>
      <Typography.Paragraph type="secondary">{t('stations.form.photosHint')}</Typography.Paragraph>
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,.webp"
        fileList={files}
        maxCount={MAX_PHOTOS}
        beforeUpload={(file) => {
          if (accept(file)) {
            onChange([
              ...files,
              {
                uid: file.uid,
                name: file.name,
                status: 'done',
                originFileObj: file,
                thumbUrl: URL.createObjectURL(file),
              },
            ]);
          }
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => onChange(files.filter((f) => f.uid !== file.uid))}
      >
        {files.length < MAX_PHOTOS && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('stations.form.addPhoto')}</div>
          </button>
        )}
      </Upload>
    </>
  );
}
