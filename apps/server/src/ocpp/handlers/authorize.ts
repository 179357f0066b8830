import { stationRef, type HandlerDeps, type StationHandler } from './station-handler';

export function authorize(deps: HandlerDeps): StationHandler<'Authorize'> {
  return async ({ station }, request) => {
    const { ocppTagPk: _tag, ...idTagInfo } = await deps.tagAuthorization.authorize(
      stationRef(station),
      request.idTag,
      { countConcurrentUse: true },
    );
    return { idTagInfo };
  };
}
