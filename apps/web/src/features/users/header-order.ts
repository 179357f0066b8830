/** antd's sort state as the spec's `headerOrderList` ("key:desc"); no order gives undefined. */
export function headerOrderOf(
  columnKey: unknown,
  order: 'ascend' | 'descend' | null | undefined,
): string | undefined {
  if (typeof columnKey !== 'string' || !order) return undefined;
  return `${columnKey}:${order === 'descend' ? 'desc' : 'asc'}`;
}

/** The spec's cycle for sortable columns: descending, ascending, then none. */
export const SORT_CYCLE: ('descend' | 'ascend')[] = ['descend', 'ascend'];

/** The Car column's sort key: the server sorts it by the brand recorded on the user. */
export const CAR_SORT_KEY = 'car_name';
