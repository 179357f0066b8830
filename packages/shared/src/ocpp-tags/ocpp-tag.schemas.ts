import { z } from 'zod';

/** Spec 2 §9: tag id at most 20 characters, note at most 200. */
export const ID_TAG_MAX_LENGTH = 20;
export const TAG_NOTE_MAX_LENGTH = 200;

export const OCPP_TAG_TYPES = ['CARD', 'USER'] as const;
export type OcppTagType = (typeof OCPP_TAG_TYPES)[number];

export const idTagField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(ID_TAG_MAX_LENGTH, { error: 'maxChars' })
  .regex(/^[\x21-\x7e]+$/, { error: 'printable' });

const note = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TAG_NOTE_MAX_LENGTH, { error: 'maxChars' });

const pk = z.number({ error: 'required' }).int().positive();

/** The tag form (spec 2 §3 form field names); `inactive` exists only when editing. */
export const ocppTagCreateBody = z.object({
  id_tag: idTagField,
  type: z.enum(OCPP_TAG_TYPES, { error: 'tagType' }).default('CARD'),
  tenant_pk: pk,
  parent_id_tag: idTagField.nullish(),
  isFreeRecharge: z.boolean().default(false),
  note,
  owner_user_pk: pk.nullish(),
});
export type OcppTagCreateBody = z.infer<typeof ocppTagCreateBody>;

export const ocppTagUpdateBody = ocppTagCreateBody.extend({ inactive: z.boolean().default(false) });
export type OcppTagUpdateBody = z.infer<typeof ocppTagUpdateBody>;

/** Approving an unknown tag creates a CARD tag in the chosen account. */
export const unknownTagApproveBody = z.object({ id_tag: idTagField, tenant_pk: pk });
export type UnknownTagApproveBody = z.infer<typeof unknownTagApproveBody>;

/** One tag in lists and forms (spec 2 §3 "OCPP tag"). */
export interface OcppTagView {
  ocppTagPk: number;
  idTag: string;
  type: OcppTagType;
  note: string | null;
  ownerUserPk: number | null;
  ownerUserName: string | null;
  userName: string | null;
  userEmail: string | null;
  parentUserPk: number | null;
  parentIdTag: string | null;
  parentUserName: string | null;
  tenantPk: number;
  tenantName: string;
  inactive: boolean;
  isFreeRecharge: boolean;
  inTransaction: boolean;
}

/** A card user found by document or tag (spec 2 §3 "Tag search result"). */
export interface TagSearchResult {
  ocpp_id_tag: string | null;
  user_pk: number;
  user_name: string;
  email: string;
  doc_type: string | null;
  doc_number: string | null;
}

/** The answer the server gives when the tag id is taken (spec 2 §8). */
export const duplicateTagMessage = (idTag: string) => `Tag RFID ${idTag} já cadastrada!`;
