import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';

/** A readable column for the public legal texts. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex
      component="main"
      vertical
      align="center"
      style={{ minHeight: '100vh', padding: '24px 16px 96px' }}
    >
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 860 }}>
        <Flex align="center" justify="space-between" gap={16} wrap>
          <BrandLogo height={34} />
          <Link to="/">
            <ArrowLeftOutlined /> {t('legal.back')}
          </Link>
        </Flex>
        <Card styles={{ body: { padding: 'clamp(16px, 4vw, 40px)' } }}>
          <article>
            <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
              {title}
            </Typography.Title>
            {children}
          </article>
        </Card>
      </Flex>
    </Flex>
  );
}

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.title}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {section.title}
      </Typography.Title>
      {section.paragraphs.map((paragraph) => (
        <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
      ))}
    </section>
  ));
}
