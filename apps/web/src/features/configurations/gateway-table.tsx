import { Alert, Empty, Flex, type TableProps } from 'antd';
import { ListTable } from '../../components/list-table';
import { PAGE_SIZE, type GatewayPage } from './configurations-api';

/** A gateway list query as the table reads it: its page of rows, loading or failed. */
export interface GatewayQuery<T> {
  data?: GatewayPage<T>;
  isLoading: boolean;
  isError: boolean;
}

type GatewayTableProps<T> = Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination' | 'locale' | 'size' | 'scroll'
> & {
  query: GatewayQuery<T>;
  /** The zero-based page shown, as the gateway counts them. */
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  failedText: string;
};

/**
 * The paged table of the configuration screens (spec 3 §2): 10 rows a page from a gateway page,
 * the failure above it and the screen's empty text.
 */
export function GatewayTable<T extends object>({
  query,
  page,
  onPage,
  emptyText,
  failedText,
  ...props
}: GatewayTableProps<T>) {
  return (
    <Flex vertical gap={16}>
      {query.isError && <Alert type="error" showIcon title={failedText} />}
      <ListTable<T>
        loading={query.isLoading}
        dataSource={query.data?.content ?? []}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        paging={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: query.data?.totalElements ?? 0,
          hideOnSinglePage: true,
          onChange: (p) => onPage(p - 1),
        }}
        {...props}
      />
    </Flex>
  );
}
