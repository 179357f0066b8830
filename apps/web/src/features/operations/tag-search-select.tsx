import type { TagSearchResult } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { useDebounced } from '../ocpp-tags/use-debounced';

const cut = (text: string) => (text.length > 32 ? `${text.slice(0, 32)}…` : text);

/** The user's tag, found by tag, name, e-mail or document (debounced; stale answers ignored). */
export function TagSearchSelect(props: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  byDocument: boolean;
}) {
  const [text, setText] = useState('');
  const searchInput = useDebounced(text.trim(), 500);
  const found = useQuery({
    queryKey: ['ocpptags', 'start', searchInput],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ ocpp_tag_list: TagSearchResult[] }>('ocpptags/start', {
          query: { searchInput },
          signal,
        }),
      ).ocpp_tag_list,
    enabled: searchInput.length > 0,
  });
  const options = (found.data ?? [])
    .filter((r) => r.ocpp_id_tag)
    .map((r) => ({
      value: r.ocpp_id_tag as string,
      label: cut(
        props.byDocument
          ? `${r.doc_number ?? '—'} · ${r.user_name}`
          : `${r.ocpp_id_tag} · ${r.user_name}`,
      ),
    }));
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: (value) => setText(value.slice(0, 40)) }}
      value={props.value}
      onChange={props.onChange}
      loading={found.isFetching}
      options={
        text && !options.some((o) => o.value === text.trim()) && !props.byDocument
          ? [...options, { value: text.trim(), label: cut(text.trim()) }]
          : options
      }
    />
  );
}
