#!/usr/bin/env -S npx tsx
import { parseCliArgs, USAGE, UsageError, type CliOptions } from './cli/args';
import { consoleLogger } from './cli/console-logger';
import { statusLine } from './cli/status-line';
import { fleetChargeBoxIds, fleetIdTags, runFleet, type Fleet } from './fleet/fleet';
import { buildingLoad } from './meter/building-load';
import { httpPublisher, mqttPublisher } from './meter/meter-publishers';
import { SimulatedSiteMeter } from './meter/site-meter';
import { typeConnectors } from './provision/connector-types';
import { provisionPricing } from './provision/pricing';
import { provisionStations, type ApiSession } from './provision/provision';
import type { Logger } from './station/logger';
import { scaledClock } from './time/clock';

const print = (text: string): boolean => process.stdout.write(`${text}\n`);

async function provision(
  options: CliOptions,
  idTags: string[],
  log: Logger,
): Promise<ApiSession | undefined> {
  if (!options.provision) return undefined;
  const { stations, tags, drivers, session } = await provisionStations({
    ...options.provision,
    chargeBoxIds: fleetChargeBoxIds(options.prefix, options.stations),
    ...(options.password ? { authorizationKey: options.password } : {}),
    idTags: options.transactions ? idTags : [],
    logger: log,
  });
  print(
    `provisioned stations: ${stations.created.length} created, ${stations.existing.length} already there, ${stations.failed.length} failed`,
  );
  if (options.transactions)
    print(
      `provisioned id tags: ${tags.created.length} created, ${tags.existing.length} already there, ${tags.failed.length} failed`,
    );
  if (options.provision.drivers)
    print(
      `provisioned drivers: ${drivers.created.length} created, ${drivers.existing.length} already there, ${drivers.failed.length} failed`,
    );
  if (stations.failed.length > 0)
    throw new Error(`could not create ${stations.failed.length} stations`);
  if (options.provision.pricing) await priceByProfile(session, options, log);
  return session;
}

/** The demo pricing profile and a configuration that holds the stations with it. */
async function priceByProfile(session: ApiSession, options: CliOptions, log: Logger) {
  const { profile, configuration, missing } = await provisionPricing(session, {
    chargeBoxIds: fleetChargeBoxIds(options.prefix, options.stations),
    profileName: `${options.prefix}: noite mais barata`,
    configurationName: `${options.prefix}: estações`,
    configurationDescription: 'Estações simuladas, precificadas pelo perfil',
    logger: log,
  });
  print(
    `pricing: profile ${profile}, configuration ${configuration}` +
      (missing.length > 0 ? `, ${missing.length} stations not found` : ''),
  );
}

/** Once online, the provisioned stations' reported connectors get a type. */
async function typeReported(session: ApiSession, options: CliOptions, log: Logger) {
  const { typed, missing } = await typeConnectors(session, {
    chargeBoxIds: fleetChargeBoxIds(options.prefix, options.stations),
    connectors: options.connectors,
    logger: log,
  });
  print(`connector types: ${typed} connectors typed, ${missing.length} stations not reported`);
}

/** The site meter of `--meter`: the fleet's stations plus the building, sent every few seconds. */
async function startMeter(
  options: CliOptions,
  fleet: Fleet,
): Promise<SimulatedSiteMeter | undefined> {
  const meter = options.meter;
  if (!meter) return undefined;
  const { target } = meter;
  const publisher =
    target.kind === 'mqtt'
      ? await mqttPublisher(target.url, meter.mac)
      : httpPublisher(target.url, target.token);
  let failing = false;
  const siteMeter = new SimulatedSiteMeter({
    stations: fleet.stations,
    building: buildingLoad(meter.building),
    publisher,
    everySec: meter.everySec,
    onReading: (amps, error) => {
      // Said once when readings start failing, and once when they work again.
      if (error && !failing) print(`meter ${meter.mac}: ${String(error)}`);
      if (!error && failing) print(`meter ${meter.mac}: readings taken again`);
      failing = error !== undefined;
      if (options.verbose && !error)
        print(`meter ${meter.mac}: ${amps.map((a) => a.toFixed(1)).join(' / ')} A`);
    },
  });
  siteMeter.start();
  print(`meter ${meter.mac} → ${target.kind} ${target.url} every ${meter.everySec} s`);
  return siteMeter;
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  if (options.help) {
    print(USAGE);
    return;
  }
  const log = consoleLogger(options.verbose);
  const idTags = options.idTags ?? fleetIdTags(options.prefix);
  const session = await provision(options, idTags, log);

  const fleet = runFleet({
    url: options.url,
    stations: options.stations,
    prefix: options.prefix,
    connectors: options.connectors,
    meterIntervalSec: options.meterIntervalSec,
    connectConcurrency: options.concurrency,
    clock: scaledClock(options.speed),
    idTags,
    logger: log,
    ...(options.password ? { password: options.password } : {}),
    ...(options.heartbeatIntervalSec ? { heartbeatIntervalSec: options.heartbeatIntervalSec } : {}),
    ...(options.transactions ? { transactions: options.transactions } : {}),
  });
  print(`${options.stations} stations → ${options.url} (${fleet.stations[0]?.chargeBoxId} …)`);
  const meter = await startMeter(options, fleet);

  let before = fleet.snapshot();
  let beforeAt = performance.now();
  const status = setInterval(() => {
    const now = fleet.snapshot();
    print(statusLine(now, before, (performance.now() - beforeAt) / 1000));
    before = now;
    beforeAt = performance.now();
  }, options.statusIntervalSec * 1000);

  let stopping: string | undefined;
  const stop = async (why: string): Promise<void> => {
    // Ctrl+C twice stops at once. A SIGTERM after a Ctrl+C is the parent passing the same stop on
    // (npm run demo forwards it), so the clean stop goes on.
    if (stopping === why) {
      print('stopping now');
      process.exit(1);
    }
    if (stopping) return;
    stopping = why;
    print(`${why}: stopping ${options.stations} stations…`);
    clearInterval(status);
    await meter?.close();
    await fleet.stop();
    print(statusLine(fleet.snapshot(), before, (performance.now() - beforeAt) / 1000));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (options.durationSec) setTimeout(() => void stop('time is up'), options.durationSec * 1000);
  await fleet.ready;
  const { online, stations } = fleet.snapshot();
  print(`${online}/${stations} stations online`);
  if (session && !stopping) await typeReported(session, options, log);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}`);
  else process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
