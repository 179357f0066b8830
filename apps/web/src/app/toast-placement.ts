import type { NotificationArgsProps } from 'antd';

/** The header (64 px), the page's padding (24 px), its heading row (40 px) and a gap. */
const BELOW_HEADING = 64 + 24 + 40 + 16;

/**
 * Where toasts open (issue 18 §3): never over a page's heading actions, a form's buttons or
 * the cookie notice at the bottom. With the sidebar, at the top right below the heading row;
 * on a narrower screen, whose heading row may wrap, across the top over the header bar.
 */
export function toastPlacement(wide: boolean): {
  placement: NotificationArgsProps['placement'];
  top: number;
} {
  return wide ? { placement: 'topRight', top: BELOW_HEADING } : { placement: 'top', top: 8 };
}
