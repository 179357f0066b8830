import type { ModuleContext } from '../../../platform/module-context';
import type { SiteMeterEvents } from './site-meter-events';
import { siteMeterJobs } from './site-meter-jobs';
import { subscribeMeterReadings } from './mqtt-meter-readings';
import { SiteMetersRepository } from './site-meters.repository';
import { registerSiteMeterRoutes } from './site-meters.routes';
import { SiteMetersService } from './site-meters.service';

/**
 * Site energy meters: the routes, the MQTT provider when a broker is configured, the offline
 * and prune jobs (for the scheduler) and the listener port smart charging subscribes to.
 */
export function siteMeters(ctx: ModuleContext) {
  const log = ctx.http.log.child({ module: 'meters' });
  const service = new SiteMetersService(new SiteMetersRepository(ctx.db), {
    onListenerError: (error) => log.error({ error: String(error) }, 'meter listener failed'),
  });
  registerSiteMeterRoutes(ctx.http, { meters: service, authenticate: ctx.authenticate });
  const { mqttUrl } = ctx.config.meters;
  if (mqttUrl) {
    const mqtt = subscribeMeterReadings({ ...ctx.config.meters, mqttUrl }, service, log);
    ctx.http.addHook('onClose', async () => (await mqtt).close());
  }
  const events: SiteMeterEvents = {
    onReading: (listener) => service.onReading(listener),
    onOffline: (listener) => service.onOffline(listener),
  };
  return { events, jobs: siteMeterJobs(service) };
}
