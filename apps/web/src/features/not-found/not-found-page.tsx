import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The spec's text for an unknown path (spec 1 §8). */
export const NOT_FOUND_TEXT = 'Página não encontrada.';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title="404"
        subTitle={<h1 style={{ fontSize: 18, fontWeight: 500 }}>{NOT_FOUND_TEXT}</h1>}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </main>
  );
}
