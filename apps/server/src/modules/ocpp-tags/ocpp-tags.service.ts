import {
  type OcppTagCreateBody,
  type OcppTagUpdateBody,
  type UnknownTagApproveBody,
} from '@chargedeck/shared';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import type { OcppTagsRepository } from './ocpp-tags.repository';
import type { UnknownTagsRepository } from './unknown-tags.repository';

/** The tag form's rules (spec 2 §4 "Tag", §5 "Tag form"). */
export class OcppTagsService {
  constructor(
    private readonly tags: OcppTagsRepository,
    private readonly unknown: UnknownTagsRepository,
  ) {}

  async create(body: OcppTagCreateBody, visible: readonly number[]): Promise<number> {
    await this.checkReferences(body, visible);
    if (await this.tags.idTagTaken(body.id_tag)) {
      throw conflict('tagDuplicate', 'id_tag', { idTag: body.id_tag });
    }
    return this.tags.insert({
      id_tag: body.id_tag,
      type: body.type,
      tenant_pk: body.tenant_pk,
      parent_id_tag: body.parent_id_tag ?? null,
      is_free_recharge: body.isFreeRecharge,
      note: body.note,
      owner_user_pk: body.type === 'CARD' ? (body.owner_user_pk ?? null) : null,
    });
  }

  async update(pk: number, body: OcppTagUpdateBody, visible: readonly number[]): Promise<void> {
    const current = await this.tags.findByPk(pk, visible);
    if (!current) throw notFound('tagNotFoundById');
    if (body.type !== current.type) throw badRequest('type', 'cannotBeChanged');
    const user = current.type === 'USER';
    if (user && body.id_tag !== current.id_tag) {
      throw badRequest('id_tag', 'cannotChangeOnUserTag');
    }
    if (user && (body.owner_user_pk ?? null) !== current.owner_user_pk) {
      throw badRequest('owner_user_pk', 'cardUserOnlyOnCard');
    }
    if (body.parent_id_tag === current.id_tag) {
      throw badRequest('parent_id_tag', 'notTheTagItself');
    }
    await this.checkReferences(body, visible);
    if (await this.tags.idTagTaken(body.id_tag, pk)) {
      throw conflict('tagDuplicate', 'id_tag', { idTag: body.id_tag });
    }
    await this.tags.update(pk, {
      id_tag: body.id_tag,
      tenant_pk: body.tenant_pk,
      parent_id_tag: body.parent_id_tag ?? null,
      is_free_recharge: body.isFreeRecharge,
      note: body.note,
      inactive: body.inactive,
      ...(user ? {} : { owner_user_pk: body.owner_user_pk ?? null }),
    });
  }

  async delete(pk: number, visible: readonly number[]): Promise<void> {
    if (!(await this.tags.delete(pk, visible))) throw notFound('tagNotFoundById');
  }

  /** An approved unknown tag becomes a CARD tag of the chosen account and leaves the list. */
  async approveUnknown(body: UnknownTagApproveBody, visible: readonly number[]): Promise<number> {
    const pk = await this.create(
      {
        id_tag: body.id_tag,
        type: 'CARD',
        tenant_pk: body.tenant_pk,
        isFreeRecharge: false,
        note: 'Approved unknown tag',
      },
      visible,
    );
    await this.unknown.remove(body.id_tag, visible);
    return pk;
  }

  async deleteUnknown(idTag: string, visible: readonly number[]): Promise<void> {
    if ((await this.unknown.remove(idTag, visible)) === 0) throw notFound('unknownTagNotFound');
  }

  private async checkReferences(body: OcppTagCreateBody, visible: readonly number[]) {
    if (!visible.includes(body.tenant_pk)) throw badRequest('tenant_pk', 'notAccountOfYours');
    if (body.parent_id_tag && !(await this.tags.findByIdTag(body.parent_id_tag, visible))) {
      throw badRequest('parent_id_tag', 'notAKnownTag');
    }
    if (body.owner_user_pk && !(await this.tags.findUser(body.owner_user_pk, visible))) {
      throw badRequest('owner_user_pk', 'notAKnownUser');
    }
  }
}
