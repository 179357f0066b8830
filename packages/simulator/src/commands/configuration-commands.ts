import { answer, type CommandHandlers } from './command-handler';

export const configurationCommands: Pick<
  CommandHandlers,
  'GetConfiguration' | 'ChangeConfiguration' | 'ClearCache' | 'DataTransfer'
> = {
  GetConfiguration: (station, { key }) => {
    const { configurationKey, unknownKey } = station.config.read(key);
    return answer(unknownKey.length ? { configurationKey, unknownKey } : { configurationKey });
  },

  ChangeConfiguration: (station, { key, value }) =>
    answer({ status: station.config.change(key, value) }),

  ClearCache: (station) => {
    station.ctx.auth.clearCache();
    return answer({ status: 'Accepted' });
  },

  /** Our own vendor id echoes the data back; any other vendor is unknown here. */
  DataTransfer: (station, { vendorId, data }) =>
    vendorId === station.ctx.identity.vendor
      ? answer(data === undefined ? { status: 'Accepted' } : { status: 'Accepted', data })
      : answer({ status: 'UnknownVendorId' }),
};
