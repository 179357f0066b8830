import { Table, type TableProps } from 'antd';

/** Which page a list table shows: `pageSize` rows a page, the size fixed. */
interface Paging {
  pageSize: number;
  current?: number;
  total?: number;
  onChange?: (page: number) => void;
}

type ListTableProps<T> = Omit<TableProps<T>, 'size' | 'scroll' | 'pagination'> & {
  paging: Paging;
};

/**
 * The table of a list screen: middle size, scrolled sideways where the screen is narrower than
 * its columns, paged with a fixed page size.
 */
export function ListTable<T extends object>({ paging, ...props }: ListTableProps<T>) {
  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ ...paging, showSizeChanger: false }}
      {...props}
    />
  );
}
