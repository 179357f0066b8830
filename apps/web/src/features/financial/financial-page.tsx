import { FINANCIAL_SPREADSHEET_NAME } from '@chargedeck/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStore, STORAGE_KEYS } from '../../app/storage/storage-keys';
import { useDebounced } from '../ocpp-tags/use-debounced';
import { downloadReport } from '../transactions/download-transactions';
import {
  spreadsheetQuery,
  SPREADSHEET_PATH,
  useFinancialList,
  useFinancialSummary,
  type FinancialRow,
  type FinancialTab,
} from './financial-api';
import { FinancialDrawer } from './financial-drawer';
import { defaultFilters, FinancialFilters } from './financial-filters';
import { toQuery } from './financial-query';
import { FinancialSummaryCards } from './financial-summary';
import { FinancialTable, rowKeyOf } from './financial-table';
import { SelectionFooter } from './selection-footer';

const TABS: readonly FinancialTab[] = ['allMovements', 'recharges', 'deposits'];

/** Financial movements (spec 3 §2): tabs, filters, summary, the list, its selection and drawer. */
export function FinancialPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [tab, setTab] = useState<FinancialTab>('allMovements');
  const [filters, setFilters] = useState(() =>
    defaultFilters(browserStore().getItem(STORAGE_KEYS.apiKey) ?? undefined),
  );
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<FinancialRow[]>([]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [openRow, setOpenRow] = useState<FinancialRow | null>(null);
  const query = toQuery(useDebounced(filters, 500));
  const list = useFinancialList(tab, query, page);
  const summary = useFinancialSummary(query, tab === 'allMovements');
  // The drawer shows the row as the list last answered, so a refund shows at once.
  const shown = list.data?.content.find((row) => rowKeyOf(row) === openKey) ?? openRow;

  const restart = () => {
    setPage(1);
    setSelected([]);
  };
  return (
    <section aria-labelledby="financial-title">
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title id="financial-title" level={2} style={{ margin: 0 }}>
          {t('financial.title')}
        </Typography.Title>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            void downloadReport(
              SPREADSHEET_PATH,
              spreadsheetQuery(tab, query, page),
              FINANCIAL_SPREADSHEET_NAME,
              {
                message,
                modal,
              },
            )
          }
        >
          {t('financial.download')}
        </Button>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as FinancialTab);
          restart();
        }}
        items={TABS.map((key) => ({ key, label: t(`financial.tabs.${key}`) }))}
      />
      <FinancialFilters
        value={filters}
        onChange={(value) => {
          setFilters(value);
          restart();
        }}
      />
      {tab === 'allMovements' && (
        <FinancialSummaryCards summary={summary.data} loading={summary.isPending} />
      )}
      {list.isError ? (
        <Result
          status="error"
          title={t('financial.loadFailure')}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <FinancialTable
          rows={list.data?.content}
          total={list.data?.totalElements ?? 0}
          loading={list.isFetching}
          page={page}
          onPage={setPage}
          selected={selected}
          onSelect={setSelected}
          onOpen={(row) => {
            setOpenKey(rowKeyOf(row));
            setOpenRow(row);
          }}
        />
      )}
      <SelectionFooter rows={selected} onClear={() => setSelected([])} />
      <FinancialDrawer
        row={openKey === null ? null : shown}
        onClose={() => {
          setOpenKey(null);
          setOpenRow(null);
        }}
      />
    </section>
  );
}
