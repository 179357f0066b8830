import { Table, type TableProps } from 'antd';
import { phoneOrder } from './phone-columns';
import { usePhoneScreen } from './use-phone-screen';

/** Which page a list table shows: `pageSize` rows a page, the size fixed. */
interface Paging {
  pageSize: number;
  current?: number;
  total?: number;
  hideOnSinglePage?: boolean;
  onChange?: (page: number) => void;
}

type ListTableProps<T> = Omit<TableProps<T>, 'size' | 'scroll' | 'pagination'> & {
  paging: Paging;
  /** Keys of the columns a phone shows first, where the list's own first ones are not the useful ones. */
  phoneFirst?: readonly string[];
};

/**
 * The table of a list screen: middle size, scrolled sideways where the screen is narrower than
 * its columns (with a fade at the edge that scrolls, global.css), paged with a fixed page size.
 */
export function ListTable<T extends object>({
  paging,
  phoneFirst = [],
  columns,
  ...props
}: ListTableProps<T>) {
  const phone = usePhoneScreen();
  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ ...paging, showSizeChanger: false }}
      columns={phone && columns ? phoneOrder(columns, phoneFirst) : columns}
      {...props}
    />
  );
}
