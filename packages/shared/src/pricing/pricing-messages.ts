export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

/**
 * Texts of spec 3 §5 "Pricing profile" and §8 "Pricing": the rules' and the server's answers,
 * as message keys (their texts in `i18n/messages/server-rules-*`).
 */
export const PRICING_MESSAGES = {
  nameRequired: 'pricingNameRequired',
  durationOrKwh: 'pricingDurationOrKwh',
  startDateRequired: 'pricingStartDateRequired',
  startAfterEnd: 'pricingStartAfterEnd',
  overlapsException: 'pricingOverlapsException',
  enclosesException: 'pricingEnclosesException',
  startTimeRequired: 'pricingStartTimeRequired',
  endTimeRequired: 'pricingEndTimeRequired',
  sameStartAndEnd: 'pricingSameStartAndEnd',
  startTimeAfterEnd: 'pricingStartTimeAfterEnd',
  periodClash: 'pricingPeriodClash',
  dayOfWeekRequired: 'pricingDayOfWeekRequired',
  datesOnlyForExceptions: 'pricingDatesOnlyForExceptions',
  oneGeneralPrice: 'pricingOneGeneralPrice',
  deleted: 'pricingDeleted',
} as const;
