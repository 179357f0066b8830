// The factory returns the links the pricing module uses: each stop's profile per connector
// (one query per batch) and the chargers per profile, unlinking a deleted profile.
export { configurationsModule } from './configurations.module';
export { callerOf } from './configuration-guards';
export type { Caller } from './configurations.service';
