import { SearchOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ocppTagsApi } from './ocpp-tags-api';
import { TAG_TEXTS } from './ocpp-tags-texts';

/** ddd.ddd.ddd-dd, at most 14 characters (spec 2 §5 "CPF search"). */
export function maskCpf(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** The card user, found by CPF; only CARD tags have one. */
export function CardUserField(props: {
  ownerName: string | null;
  disabled: boolean;
  onFound: (userPk: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [cpf, setCpf] = useState('');
  const [searching, setSearching] = useState(false);

  async function search() {
    const digits = cpf.replace(/\D/g, '');
    if (digits.length !== 11) {
      void message.warning(TAG_TEXTS.cpfInvalid);
      return;
    }
    setSearching(true);
    const result = await ocppTagsApi.byCpf(digits);
    setSearching(false);
    if (!result.ok || !result.data) {
      void message.error(TAG_TEXTS.userNotFound);
      return;
    }
    props.onFound(result.data.ocppTag.user_pk, result.data.ocppTag.userName);
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="tag-cpf"
          aria-label={t('stationOps.tags.cpf')}
          placeholder="000.000.000-00"
          maxLength={14}
          value={cpf}
          disabled={props.disabled}
          onChange={(e) => setCpf(maskCpf(e.target.value))}
        />
        <Button
          icon={<SearchOutlined />}
          loading={searching}
          disabled={props.disabled}
          onClick={() => void search()}
        >
          {t('stationOps.tags.searchCpf')}
        </Button>
      </Space.Compact>
      {props.ownerName && <Typography.Text strong>{props.ownerName}</Typography.Text>}
    </Space>
  );
}
