import { answer, type CommandHandlers } from './command-handler';

export const localListCommands: Pick<CommandHandlers, 'SendLocalList' | 'GetLocalListVersion'> = {
  SendLocalList: (station, request) => answer(station.ctx.auth.updateList(request)),
  GetLocalListVersion: (station) => answer({ listVersion: station.ctx.auth.listVersion }),
};
