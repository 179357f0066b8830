import type { CommandRequest } from '@chargedeck/shared/ocpp16';
import type { DiagnosticsStatus, FirmwareStatus, StopReason } from '@chargedeck/shared/ocpp16';
import { isAborted } from '../time/timer-group';
import { download, upload, versionFromLocation } from './file-transfer';
import type { StationContext } from './station-context';

/** Firmware updates and diagnostics uploads, with the status notifications of each step. */
export class Maintenance {
  /** New firmware went in during the last reboot; Installed is reported once booted. */
  private justInstalled = false;

  constructor(
    private readonly ctx: StationContext,
    private readonly reboot: (reason: StopReason) => Promise<void>,
    private readonly stepSec: number,
  ) {}

  /** After the reboot that installed new firmware: report it installed. */
  onBooted(): void {
    if (!this.justInstalled) return;
    this.justInstalled = false;
    void this.setFirmwareStatus('Installed').then(() => (this.ctx.firmwareStatus = 'Idle'));
  }

  updateFirmware(request: CommandRequest<'UpdateFirmware'>): void {
    const wait = Math.max(0, Date.parse(request.retrieveDate) - this.ctx.clock.now());
    this.run(async () => {
      await this.ctx.timers.delay(wait);
      await this.installFirmware(request);
    });
  }

  diagnosticsFileName(): string {
    const stamp = new Date(this.ctx.clock.now()).toISOString().replace(/[:.]/g, '-');
    return `diagnostics-${this.ctx.chargeBoxId}-${stamp}.log`;
  }

  uploadDiagnostics(request: CommandRequest<'GetDiagnostics'>, fileName: string): void {
    this.run(() => this.transferDiagnostics(request, fileName));
  }

  async setFirmwareStatus(status: FirmwareStatus): Promise<void> {
    this.ctx.firmwareStatus = status;
    this.ctx.events.emit('firmwareStatus', status);
    await this.ctx.notify('FirmwareStatusNotification', { status });
  }

  async setDiagnosticsStatus(status: DiagnosticsStatus): Promise<void> {
    this.ctx.diagnosticsStatus = status;
    this.ctx.events.emit('diagnosticsStatus', status);
    await this.ctx.notify('DiagnosticsStatusNotification', { status });
  }

  private async installFirmware(request: CommandRequest<'UpdateFirmware'>): Promise<void> {
    const { ctx } = this;
    const attempts = 1 + Math.max(0, request.retries ?? 0);
    let downloaded = false;
    for (let attempt = 1; attempt <= attempts && !downloaded; attempt++) {
      await this.setFirmwareStatus('Downloading');
      await ctx.timers.delay(this.stepSec * 1000);
      downloaded = await download(request.location, ctx.timers.signal);
      await this.setFirmwareStatus(downloaded ? 'Downloaded' : 'DownloadFailed');
      if (!downloaded && attempt < attempts)
        await ctx.timers.delay((request.retryInterval ?? 60) * 1000);
    }
    if (!downloaded) return;
    // Installation waits for running sessions to end.
    while (ctx.connectors.some((c) => c.transaction)) await ctx.timers.delay(this.stepSec * 1000);
    await this.setFirmwareStatus('Installing');
    await ctx.timers.delay(this.stepSec * 1000);
    ctx.identity.firmwareVersion =
      versionFromLocation(request.location) ?? ctx.identity.firmwareVersion;
    this.justInstalled = true;
    await this.reboot('Reboot');
  }

  private async transferDiagnostics(
    request: CommandRequest<'GetDiagnostics'>,
    fileName: string,
  ): Promise<void> {
    const { ctx } = this;
    const attempts = 1 + Math.max(0, request.retries ?? 0);
    let uploaded = false;
    for (let attempt = 1; attempt <= attempts && !uploaded; attempt++) {
      await this.setDiagnosticsStatus('Uploading');
      await ctx.timers.delay(this.stepSec * 1000);
      uploaded = await upload(request.location, fileName, this.report(), ctx.timers.signal);
      if (!uploaded && attempt < attempts)
        await ctx.timers.delay((request.retryInterval ?? 60) * 1000);
    }
    await this.setDiagnosticsStatus(uploaded ? 'Uploaded' : 'UploadFailed');
    ctx.diagnosticsStatus = 'Idle';
  }

  private report(): string {
    const { ctx } = this;
    const lines = [
      `chargeBoxId=${ctx.chargeBoxId}`,
      `vendor=${ctx.identity.vendor} model=${ctx.identity.model} firmware=${ctx.identity.firmwareVersion}`,
      `time=${new Date(ctx.clock.now()).toISOString()}`,
      ...ctx.connectors.map(
        (c) => `connector ${c.id}: ${c.status()} ${c.errorCode()} meter=${Math.floor(c.meterWh)}Wh`,
      ),
      ...ctx.config.read().configurationKey.map((k) => `${k.key}=${k.value ?? ''}`),
    ];
    return `${lines.join('\n')}\n`;
  }

  private run(flow: () => Promise<void>): void {
    flow().catch((error: unknown) => {
      if (!isAborted(error)) this.ctx.log.warn('maintenance flow failed', { error: String(error) });
    });
  }
}
