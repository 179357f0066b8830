import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** An unknown path: the spec's 'Página não encontrada.' (spec 1 §8) in the user's language. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title="404"
        subTitle={<h1 style={{ fontSize: 18, fontWeight: 500 }}>{t('notFound.text')}</h1>}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </main>
  );
}
