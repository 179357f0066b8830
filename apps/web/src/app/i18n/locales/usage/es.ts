import type { usagePtBR } from './pt-br';

/** Usage charts of the statistics dashboard (Spanish). */
export const usageEs: typeof usagePtBR = {
  title: 'Indicadores de uso',
  filters: {
    label: 'Filtros de los gráficos',
    user: 'Usuario',
    station: 'Estación',
    period: 'Período',
    allUsers: 'Todos los usuarios',
    allStations: 'Todas las estaciones',
    days7: 'Últimos 7 días',
    days28: 'Últimos 28 días',
    days365: 'Últimos 365 días',
    noMatch: 'No se encontró nada',
  },
  summary: {
    label: 'Resumen del período',
    period: 'Período',
    energy: 'Energía',
    cost: 'Costo',
    income: 'Ingresos',
    environment: 'CO₂ evitado',
    recharges: 'Recargas',
    autonomy: 'Autonomía ganada',
    info: 'Red ahora',
    usersInUse: '{{inUse}} de {{total}} usuarios cargando',
    stationsInUse: '{{inUse}} de {{total}} estaciones en uso',
    filtered:
      'Energía, costo, ingresos y CO₂ son de toda la red en el período; los gráficos siguen los filtros.',
  },
  /** Titles of chart axes that are not a unit symbol. */
  axis: { count: 'Cantidad', time: 'Tiempo' },
  charts: {
    recharge: 'Recargas',
    rechargeHelp: 'Cantidad de recargas iniciadas en cada barra del período.',
    duration: 'Duración',
    durationHelp:
      'Tiempo total de las recargas iniciadas en cada barra, del inicio al fin de cada una.',
    energy: 'Consumo de energía (kWh)',
    energyHelp: 'Energía entregada por las recargas iniciadas en cada barra, en kWh.',
    autonomy: 'Autonomía ganada (km)',
    autonomyHelp:
      'Kilómetros que la energía entregada da a un auto eléctrico promedio ({{factor}} km por kWh).',
    frequency: 'Tiempo de permanencia',
    frequencyHelp:
      'Recargas por tiempo conectado: menos de 1 h, de 1 h a 2 h, de 2 h a 4 h y más de 4 h.',
    popularHours: 'Horarios populares',
    popularHoursHelp: 'Recargas por hora de inicio, de 0 a 24 h, en su zona horaria.',
    brands: 'Uso por marca de vehículo',
    brandsHelp:
      'Participación de cada marca de vehículo en las recargas; con más de 6 marcas, las 5 mayores y Otras.',
    help: 'Ayuda: {{chart}}',
    empty: 'Ninguna recarga en el período',
    noBrands: 'Ninguna recarga con marca de vehículo informada',
    others: 'Otras',
    under1h: 'Menos de 1 h',
    from1to2h: '1 h a 2 h',
    from2to4h: '2 h a 4 h',
    over4h: 'Más de 4 h',
  },
};
