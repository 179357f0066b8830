import { CPF_MASKED_MAX_LENGTH, cpfDigits, maskCpf } from '@chargedeck/shared';
import { SearchOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CpfMatch {
  userPk: number;
  name: string;
}

/**
 * A CPF input masked as ddd.ddd.ddd-dd with its search button (spec 2 §5 "CPF search"): 11
 * digits are needed, and a CPF nobody has gives 'User not found!'.
 */
export function CpfSearch(props: {
  id: string;
  label: string;
  disabled?: boolean;
  /** The user with these 11 digits, or undefined when there is none. */
  lookup: (digits: string) => Promise<CpfMatch | undefined>;
  onFound: (match: CpfMatch) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [cpf, setCpf] = useState('');
  const [searching, setSearching] = useState(false);

  async function search() {
    const digits = cpfDigits(cpf);
    if (digits.length !== 11) {
      void message.warning(t('specTexts.cpfSearch.invalid'));
      return;
    }
    setSearching(true);
    const match = await props.lookup(digits);
    setSearching(false);
    if (!match) {
      void message.error(t('specTexts.cpfSearch.notFound'));
      return;
    }
    setCpf('');
    props.onFound(match);
  }

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={props.id}
        aria-label={props.label}
        placeholder="000.000.000-00"
        maxLength={CPF_MASKED_MAX_LENGTH}
        value={cpf}
        disabled={props.disabled}
        onChange={(e) => setCpf(maskCpf(e.target.value))}
        onPressEnter={(e) => {
          // Enter searches; it must not submit the form around the field.
          e.preventDefault();
          void search();
        }}
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
  );
}
