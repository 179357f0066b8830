/** The electric vehicle plugged into a connector: a battery that accepts less power near full. */
export interface Vehicle {
  capacityWh: number;
  socPercent: number;
  maxPowerW: number;
}

/** Share of the energy drawn from the grid that ends up in the battery. */
const CHARGING_EFFICIENCY = 0.92;
const TAPER_FROM_PERCENT = 80;

const ON_BOARD_CHARGERS_W = [7_400, 11_000, 11_000, 22_000];

export function arriveVehicle(random: () => number): Vehicle {
  return {
    capacityWh: Math.round(40_000 + random() * 60_000),
    socPercent: 10 + random() * 45,
    maxPowerW: ON_BOARD_CHARGERS_W[Math.floor(random() * ON_BOARD_CHARGERS_W.length)] ?? 11_000,
  };
}

/** The power the vehicle would draw now, before station and profile limits. */
export function acceptedPowerW(vehicle: Vehicle): number {
  if (vehicle.socPercent >= 100) return 0;
  if (vehicle.socPercent <= TAPER_FROM_PERCENT) return vehicle.maxPowerW;
  const left = (100 - vehicle.socPercent) / (100 - TAPER_FROM_PERCENT);
  return vehicle.maxPowerW * Math.max(0.08, left);
}

export function chargeBattery(vehicle: Vehicle, energyWh: number): void {
  const gained = ((energyWh * CHARGING_EFFICIENCY) / vehicle.capacityWh) * 100;
  vehicle.socPercent = Math.min(100, vehicle.socPercent + gained);
}
