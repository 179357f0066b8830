import type { OcppTagView } from '@chargedeck/shared';
import { z } from 'zod';
import type { OcppTagsRepository } from './ocpp-tags.repository';

type TagRow = NonNullable<Awaited<ReturnType<OcppTagsRepository['findByPk']>>>;

export const ocppTagView = z.object({
  ocppTagPk: z.number(),
  idTag: z.string(),
  type: z.enum(['CARD', 'USER']),
  note: z.string().nullable(),
  ownerUserPk: z.number().nullable(),
  ownerUserName: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  parentUserPk: z.number().nullable(),
  parentIdTag: z.string().nullable(),
  parentUserName: z.string().nullable(),
  tenantPk: z.number(),
  tenantName: z.string(),
  inactive: z.boolean(),
  isFreeRecharge: z.boolean(),
  inTransaction: z.boolean(),
});

export function tagViewOf(row: TagRow): OcppTagView {
  return {
    ocppTagPk: row.ocpp_tag_pk,
    idTag: row.id_tag,
    type: row.type,
    note: row.note,
    ownerUserPk: row.owner_user_pk,
    ownerUserName: row.owner_user_name,
    userName: row.owner_user_name,
    userEmail: row.owner_email,
    parentUserPk: row.parent_user_pk,
    parentIdTag: row.parent_id_tag,
    parentUserName: row.parent_user_name,
    tenantPk: row.tenant_pk,
    tenantName: row.tenant_name,
    inactive: row.inactive,
    isFreeRecharge: row.is_free_recharge,
    inTransaction: Boolean(row.in_transaction),
  };
}

export const tagSearchResult = z.object({
  ocpp_id_tag: z.string().nullable(),
  user_pk: z.number(),
  user_name: z.string(),
  email: z.string(),
  doc_type: z.string().nullable(),
  doc_number: z.string().nullable(),
});
