import { answer, type CommandHandlers } from './command-handler';

export const maintenanceCommands: Pick<CommandHandlers, 'UpdateFirmware' | 'GetDiagnostics'> = {
  UpdateFirmware: (station, request) =>
    answer({}, () => station.maintenance.updateFirmware(request)),

  GetDiagnostics: (station, request) => {
    const fileName = station.maintenance.diagnosticsFileName();
    return answer({ fileName }, () => station.maintenance.uploadDiagnostics(request, fileName));
  },
};
