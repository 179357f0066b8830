/** Smart charging on the configuration screens (spec 3 §2, §4, §5, §6, §8): the one front door. */
export { useSmartChargingAccess } from './use-smart-charging-access';
export { useGroupSmartCharging } from './smart-charging-api';
export { SmartChargingFields } from './smart-charging-fields';
export {
  NO_SMART_CHARGING,
  valuesOfSetup,
  type SmartChargingValues,
} from './smart-charging-values';
export { createSmartCharging, reasonOf, updateSmartCharging } from './save-smart-charging';
export { MeterBanner } from './meter-banner';
export { SmartChargingCard, SmartChargingTab } from './smart-charging-tab';
export { groupEventTitle } from './group-event-title';
export { useSmartChargingOn } from './use-smart-charging-on';
