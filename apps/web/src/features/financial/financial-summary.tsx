import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { FinancialSummary } from './financial-api';

/** The summary cards of the allMovements tab (spec 3 §3 "Financial summary"). */
export function FinancialSummaryCards(props: { summary?: FinancialSummary; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat(props.summary?.moneyCoin ?? undefined);
  const s = props.summary;
  const cards = [
    ['totalTransactions', s ? format.count(s.totalTransactions) : '—'],
    ['totalValue', s ? format.money(s.totalValue) : '—'],
    ['totalTransaction', s ? format.money(s.totalTransaction) : '—'],
    ['totalUser', s ? format.money(s.totalUser) : '—'],
  ] as const;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {cards.map(([key, value]) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small" loading={props.loading} data-testid={`financial-summary-${key}`}>
            <Statistic title={t(`financial.summary.${key}`)} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
