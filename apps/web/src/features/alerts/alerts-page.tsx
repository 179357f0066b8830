import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Empty,
  Flex,
  Pagination,
  Select,
  Skeleton,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDetails } from './alert-details';
import { AlertEventIcon } from './alert-event-icon';
import {
  ALERTS_PER_PAGE,
  MAX_SHOWN_TAGS,
  alertColour,
  isSelectable,
  nextSort,
  normalizeTags,
  overflowMarker,
  sortAlerts,
  tagText,
  type AlertColumn,
  type AlertItem,
  type AlertSort,
} from './alert-rules';
import { localDateTime } from '../../app/realtime/notification';
import { useAlerts } from './alerts-api';
import { useLiveAlerts } from './use-live-alerts';
import './alerts.css';

const COLUMNS: readonly AlertColumn[] = ['station', 'state', 'city', 'place', 'date', 'event'];

/**
 * Alerts (spec 1 §2): the newest station notifications matching the search tags, sorted by a
 * header click and shown 10 cards a page; a card opens to its details.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([]);
  const [sort, setSort] = useState<AlertSort>({ column: 'date', direction: 'descend' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [all, setAll] = useState(false);
  const alerts = useAlerts(tags, all);
  useLiveAlerts(tags, all);
  const sorted = useMemo(() => sortAlerts(alerts.data ?? [], sort), [alerts.data, sort]);
  const shown = sorted.slice((page - 1) * ALERTS_PER_PAGE, page * ALERTS_PER_PAGE);

  function changeTags(next: string[]) {
    setTags(normalizeTags(next));
    setPage(1);
  }
  function toggle(pk: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(pk);
      else next.delete(pk);
      return next;
    });
  }

  return (
    <section aria-labelledby="alerts-title">
      <Typography.Title id="alerts-title" level={2} style={{ marginTop: 0 }}>
        {t('alerts.title')}
      </Typography.Title>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          aria-label={t('alerts.searchLabel')}
          placeholder={t('alerts.search')}
          value={tags}
          onChange={changeTags}
          tokenSeparators={[',', ';']}
          maxTagCount={MAX_SHOWN_TAGS}
          maxTagPlaceholder={() => overflowMarker(tags.length)}
          tagRender={({ value, onClose }) => {
            const text = String(value);
            return (
              <Tag
                role="button"
                tabIndex={0}
                title={t('alerts.removeTag', { tag: text })}
                aria-label={t('alerts.removeTag', { tag: text })}
                style={{ cursor: 'pointer', marginInlineEnd: 4 }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={onClose}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') onClose();
                }}
              >
                {tagText(text)}
              </Tag>
            );
          }}
          style={{ width: 420, maxWidth: '100%' }}
        />
        <Flex gap={8} align="center" component="label">
          <Switch
            size="small"
            checked={all}
            onChange={(on) => {
              setAll(on);
              setPage(1);
            }}
            data-testid="alerts-show-all"
          />
          <Typography.Text>{t('alerts.showAll')}</Typography.Text>
        </Flex>
        {selected.size > 0 && (
          <Flex gap={8} align="center">
            <Typography.Text>{t('alerts.selected', { count: selected.size })}</Typography.Text>
            <Button size="small" onClick={() => setSelected(new Set())}>
              {t('alerts.clearSelection')}
            </Button>
          </Flex>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('alerts.colours')}
      </Typography.Paragraph>
      <div
        className="alerts-head alerts-columns"
        role="group"
        aria-label={t('alerts.sortBy', { column: '' })}
      >
        {COLUMNS.map((column) => (
          <SortHeader
            key={column}
            label={t(`alerts.${column}`)}
            sort={sort.column === column ? sort.direction : undefined}
            onClick={() => {
              setSort(nextSort(sort, column));
              setPage(1);
            }}
          />
        ))}
      </div>
      {alerts.isPending && <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />}
      {alerts.isError && (
        <Alert
          type="error"
          showIcon
          title={t('alerts.loadFailed')}
          action={
            <Button size="small" onClick={() => void alerts.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {alerts.isSuccess && sorted.length === 0 && <Empty description={t('alerts.empty')} />}
      {shown.length > 0 && (
        <Collapse
          destroyOnHidden
          items={shown.map((alert) => ({
            key: alert.notificationPk,
            className: `alerts-${alertColour(alert.type)}`,
            label: (
              <AlertRow
                alert={alert}
                checked={selected.has(alert.notificationPk)}
                onCheck={(on) => toggle(alert.notificationPk, on)}
              />
            ),
            children: <AlertDetails alert={alert} />,
          }))}
        />
      )}
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        current={page}
        pageSize={ALERTS_PER_PAGE}
        total={sorted.length}
        onChange={setPage}
        showSizeChanger={false}
        showLessItems
        hideOnSinglePage
      />
    </section>
  );
}

function SortHeader(props: { label: string; sort?: 'ascend' | 'descend'; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <span
      role="columnheader"
      aria-sort={
        props.sort === 'ascend' ? 'ascending' : props.sort === 'descend' ? 'descending' : 'none'
      }
    >
      <button
        type="button"
        onClick={props.onClick}
        aria-label={t('alerts.sortBy', { column: props.label })}
      >
        {props.label}
        {props.sort === 'ascend' && <CaretUpOutlined aria-hidden />}
        {props.sort === 'descend' && <CaretDownOutlined aria-hidden />}
      </button>
    </span>
  );
}

function Cell({
  name,
  label,
  children,
}: {
  name: AlertColumn;
  label: string;
  children: ReactNode;
}) {
  return (
    <span className={`alerts-cell-${name}`} data-column={name}>
      <span className="alerts-cell-label">{label}</span>
      {children}
    </span>
  );
}

function AlertRow(props: { alert: AlertItem; checked: boolean; onCheck: (on: boolean) => void }) {
  const { t } = useTranslation();
  const { alert } = props;
  const name = alert.chargeBoxName || alert.chargeBoxId;
  return (
    <div className="alerts-row-label" data-alert={alert.chargeBoxId} data-type={alert.type}>
      <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        <Checkbox
          disabled={!isSelectable(alert)}
          checked={props.checked}
          onChange={(e) => props.onCheck(e.target.checked)}
          aria-label={t('alerts.select', { station: name })}
        />
      </span>
      <div className="alerts-columns">
        <Cell name="station" label={t('alerts.station')}>
          <Typography.Text strong>{name}</Typography.Text>
        </Cell>
        <Cell name="state" label={t('alerts.state')}>
          {alert.addressState ?? '–'}
        </Cell>
        <Cell name="city" label={t('alerts.city')}>
          {alert.addressCity ?? '–'}
        </Cell>
        <Cell name="place" label={t('alerts.place')}>
          {alert.addressStreet ?? '–'}
        </Cell>
        <Cell name="date" label={t('alerts.date')}>
          <time dateTime={alert.notificationTimestamp}>
            {localDateTime(alert.notificationTimestamp)}
          </time>
        </Cell>
        <Cell name="event" label={t('alerts.event')}>
          <AlertEventIcon type={alert.type} />
        </Cell>
      </div>
    </div>
  );
}
