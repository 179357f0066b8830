export * from './station-electrical';
export * from './station-format';
export * from './station.schemas';
export * from './station-group.schemas';
export * from './address.schemas';
export * from './station-list.schemas';
