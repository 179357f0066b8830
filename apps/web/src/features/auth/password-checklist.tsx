import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { theme as antdTheme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordChecks, type PasswordCheck } from '@chargedeck/shared';

const ORDER: readonly PasswordCheck[] = ['length', 'uppercase', 'lowercase', 'special', 'number'];

/** Live checklist of the password rule (spec 1 §5), from the shared rule the server enforces. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const checks = passwordChecks(password);
  return (
    <div id={id} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('auth.passwordRules.title')}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {ORDER.map((rule) => (
          <li key={rule} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {checks[rule] ? (
              <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />
            ) : (
              <CloseCircleOutlined style={{ color: token.colorTextTertiary }} aria-hidden />
            )}
            <Typography.Text type={checks[rule] ? 'success' : undefined}>
              {t(`auth.passwordRules.${rule}`)}
              <span className="visually-hidden">
                {' '}
                ({checks[rule] ? t('auth.passwordRules.met') : t('auth.passwordRules.unmet')})
              </span>
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
