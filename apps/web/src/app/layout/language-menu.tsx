import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, type Locale, type ProfileLocaleBody } from '@chargedeck/shared';
import { api } from '../api/api';
import { useSession } from '../auth/session-context';
import { applyLanguage } from '../i18n/i18n';

/** The user menu's language switch: applies at once and is remembered for the next sign-in. */
export function LanguageMenu({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const { session, updateUser } = useSession();
  const current = isLocale(i18n.language) ? i18n.language : undefined;

  async function choose(locale: Locale) {
    await applyLanguage(locale);
    const body: ProfileLocaleBody = { locale };
    const saved = await api.put<ProfileLocaleBody>('profile', 'locale', body);
    if (saved.ok && session) updateUser({ ...session.user, locale });
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: current ? [current] : [],
        items: LOCALES.map((locale) => ({ key: locale, label: t(`layout.languages.${locale}`) })),
        onClick: ({ key }) => {
          if (isLocale(key)) void choose(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('layout.language')}
        title={t('layout.language')}
        data-testid="language-menu"
      >
        {compact || !current ? null : t(`layout.languages.${current}`)}
      </Button>
    </Dropdown>
  );
}
