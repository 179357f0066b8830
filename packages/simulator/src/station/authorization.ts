import type { CommandRequest, CommandResponse } from '@chargedeck/shared/ocpp16';
import type { IdTagInfo } from '@chargedeck/shared/ocpp16';
import type { StationConfiguration } from './configuration';
import { isRpcError } from './connection';

/** Local authorization: the authorization cache and the local authorization list. */
export class Authorization {
  private readonly cache = new Map<string, IdTagInfo>();
  private readonly list = new Map<string, IdTagInfo>();
  private version = 0;

  constructor(private readonly config: StationConfiguration) {}

  get listVersion(): number {
    return this.config.bool('LocalAuthListEnabled') ? this.version : -1;
  }

  get listSize(): number {
    return this.list.size;
  }

  /** What the station knows about an id tag without asking the server. */
  local(idTag: string, now: number): IdTagInfo | undefined {
    const info =
      (this.config.bool('LocalAuthListEnabled') ? this.list.get(idTag) : undefined) ??
      (this.config.bool('AuthorizationCacheEnabled') ? this.cache.get(idTag) : undefined);
    if (info?.expiryDate !== undefined && Date.parse(info.expiryDate) <= now)
      return { ...info, status: 'Expired' };
    return info;
  }

  remember(idTag: string, info: IdTagInfo): void {
    if (this.config.bool('AuthorizationCacheEnabled')) this.cache.set(idTag, info);
  }

  clearCache(): void {
    this.cache.clear();
  }

  /**
   * Authorizes as a station does: the server when reachable (or the local list first with
   * LocalPreAuthorize); offline, the local list and cache, then AllowOfflineTxForUnknownId.
   */
  async authorize(
    idTag: string,
    now: number,
    askServer: (() => Promise<IdTagInfo>) | undefined,
  ): Promise<IdTagInfo> {
    const local = this.local(idTag, now);
    if (askServer) {
      if (this.config.bool('LocalPreAuthorize') && local?.status === 'Accepted') return local;
      try {
        const info = await askServer();
        this.remember(idTag, info);
        return info;
      } catch (error) {
        // The server answered with an error: not authorized. Unreachable: decide locally.
        if (isRpcError(error)) return { status: 'Invalid' };
      }
    }
    if (this.config.bool('LocalAuthorizeOffline') && local) return local;
    return { status: this.config.bool('AllowOfflineTxForUnknownId') ? 'Accepted' : 'Invalid' };
  }

  updateList(request: CommandRequest<'SendLocalList'>): CommandResponse<'SendLocalList'> {
    if (!this.config.bool('LocalAuthListEnabled')) return { status: 'NotSupported' };
    const entries = request.localAuthorizationList ?? [];
    if (entries.length > this.config.int('SendLocalListMaxLength')) return { status: 'Failed' };
    if (request.updateType === 'Full') {
      this.list.clear();
    } else if (request.listVersion <= this.version) {
      return { status: 'VersionMismatch' };
    }
    for (const { idTag, idTagInfo } of entries) {
      if (idTagInfo) this.list.set(idTag, idTagInfo);
      else this.list.delete(idTag);
    }
    if (this.list.size > this.config.int('LocalAuthListMaxLength')) return { status: 'Failed' };
    this.version = request.listVersion;
    return { status: 'Accepted' };
  }
}
