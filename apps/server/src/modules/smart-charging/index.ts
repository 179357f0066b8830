// Two entries: the triggers exist before the transactions module (which takes their hooks),
// the module after the command service it sends profiles through.
export { ChargerTriggers } from './charger-triggers';
export { smartChargingModule } from './smart-charging.module';
