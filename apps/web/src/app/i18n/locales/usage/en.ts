import type { usagePtBR } from './pt-br';

/** Usage charts of the statistics dashboard (English). */
export const usageEn: typeof usagePtBR = {
  title: 'Usage indicators',
  filters: {
    label: 'Chart filters',
    user: 'User',
    station: 'Station',
    period: 'Period',
    allUsers: 'All users',
    allStations: 'All stations',
    days7: 'Last 7 days',
    days28: 'Last 28 days',
    days365: 'Last 365 days',
    noMatch: 'Nothing found',
  },
  summary: {
    label: 'Period summary',
    period: 'Period',
    energy: 'Energy',
    cost: 'Cost',
    income: 'Income',
    environment: 'CO₂ avoided',
    recharges: 'Recharges',
    autonomy: 'Autonomy gained',
    info: 'Network now',
    usersInUse: '{{inUse}} of {{total}} users charging',
    stationsInUse: '{{inUse}} of {{total}} stations in use',
    filtered:
      'Energy, cost, income and CO₂ cover the whole network in the period; the charts follow the filters.',
  },
  /** Titles of chart axes that are not a unit symbol. */
  axis: { count: 'Count', time: 'Time' },
  charts: {
    recharge: 'Recharges',
    rechargeHelp: 'Number of recharges started in each bar of the period.',
    duration: 'Duration',
    durationHelp: 'Total time of the recharges started in each bar, from start to end of each one.',
    energy: 'Energy consumption (kWh)',
    energyHelp: 'Energy delivered by the recharges started in each bar, in kWh.',
    autonomy: 'Autonomy gained (km)',
    autonomyHelp:
      'Kilometres the delivered energy gives an average electric car ({{factor}} km per kWh).',
    frequency: 'Length of stay',
    frequencyHelp: 'Recharges by time connected: under 1 h, 1 h to 2 h, 2 h to 4 h and over 4 h.',
    popularHours: 'Popular hours',
    popularHoursHelp: 'Recharges by starting hour, 0 to 24 h, in your time zone.',
    brands: 'Vehicle brand usage',
    brandsHelp:
      'Share of each vehicle brand in the recharges; with more than 6 brands, the top 5 and Others.',
    help: 'Help: {{chart}}',
    empty: 'No recharges in the period',
    noBrands: 'No recharges with a known vehicle brand',
    others: 'Others',
    under1h: 'Under 1 h',
    from1to2h: '1 h to 2 h',
    from2to4h: '2 h to 4 h',
    over4h: 'Over 4 h',
  },
};
