// The factory returns `profilesFor`, the batched resolver the pricing module calls at the stop
// (its types, ConnectorRef and ProfilesFor, are in ./profiles-for).
export { configurationsModule } from './configurations.module';
