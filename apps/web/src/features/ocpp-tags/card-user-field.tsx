import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CpfSearch } from '../../components/cpf-search';
import { ocppTagsApi } from './ocpp-tags-api';

/** The card user, found by CPF; only CARD tags have one. */
export function CardUserField(props: {
  ownerName: string | null;
  disabled: boolean;
  onFound: (userPk: number, name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CpfSearch
        id="tag-cpf"
        label={t('stationOps.tags.cpf')}
        disabled={props.disabled}
        lookup={async (digits) => {
          const result = await ocppTagsApi.byCpf(digits);
          const user = result.ok ? result.data?.ocppTag : undefined;
          return user && { userPk: user.user_pk, name: user.userName };
        }}
        onFound={(match) => props.onFound(match.userPk, match.name)}
      />
      {props.ownerName && <Typography.Text strong>{props.ownerName}</Typography.Text>}
    </Space>
  );
}
