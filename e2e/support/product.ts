import { SimulatedStation, type StationOptions } from '@chargedeck/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signIn, signInAsAdmin } from './auth-flows';
import { openPage, type OpenedPage, type PageOptions } from './browser';
import { launchBrowser } from './chromium';
import { apiLogin, ProductApi } from './product-api';
import { ADMIN, startServer, type RunningServer } from './server';
import { STATION_PASSWORD, stationFields } from './simulated-stations';

export { ADMIN } from './server';

interface ProductOptions {
  /** `off` signs the administrator in without the proof of work; the real ALTCHA by default. */
  robotCheck?: 'altcha' | 'off';
  /** More of the server's environment, e.g. MAP_TILE_URL. */
  env?: Record<string, string>;
}

interface SignedInPageOptions extends PageOptions {
  /** Opened after signing in; the home page by default. */
  path?: string;
}

/** A simulator's options, less the address and identity the product gives it. */
type StationSetup = Omit<StationOptions, 'url' | 'chargeBoxId'>;

/**
 * One spec file's product: the built server on a fresh port and DATA_DIR, Chromium, the
 * administrator's API and the simulated stations the file connects, all stopped after the file.
 */
class Product {
  #server: RunningServer | undefined;
  #browser: Browser | undefined;
  #adminApi: Promise<ProductApi> | undefined;
  readonly #stations: SimulatedStation[] = [];

  constructor(private readonly options: ProductOptions = {}) {}

  get robotCheck(): 'altcha' | 'off' {
    return this.options.robotCheck ?? 'altcha';
  }

  get server(): RunningServer {
    if (!this.#server) throw new Error('The product starts in beforeAll: use it in a test or hook');
    return this.#server;
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }

  get browser(): Browser {
    if (!this.#browser)
      throw new Error('The browser starts in beforeAll: use it in a test or hook');
    return this.#browser;
  }

  async start(): Promise<void> {
    this.#server = await startServer({ ROBOT_CHECK: this.robotCheck, ...this.options.env });
    this.#browser = await launchBrowser();
  }

  async stop(): Promise<void> {
    await Promise.all(this.#stations.map((station) => station.stop()));
    await this.#browser?.close();
    await this.#server?.stop();
  }

  /** A fresh browser context and page (own storage, cookie notice answered). */
  openPage(options: PageOptions = {}): Promise<OpenedPage> {
    return openPage(this.browser, options);
  }

  /** A fresh page signed in as the administrator, then at `path`. */
  async signedInPage({ path = '/', ...options }: SignedInPageOptions = {}): Promise<OpenedPage> {
    const opened = await this.openPage(options);
    await this.signIn(opened.page, path);
    return opened;
  }

  /** Signs `page` in as the administrator (solving the robot check if it is on), then opens `path`. */
  async signIn(page: Page, path = '/'): Promise<void> {
    if (this.robotCheck === 'off') return signInAsAdmin(page, this.baseUrl, path);
    await page.goto(`${this.baseUrl}/auth/login`);
    await signIn(page, ADMIN.email, ADMIN.password);
    if (path !== '/') await page.goto(`${this.baseUrl}${path}`);
  }

  /** The API as the administrator, signed in once per file. */
  adminApi(): Promise<ProductApi> {
    this.#adminApi ??= this.signInApi();
    return this.#adminApi;
  }

  /** The API with the session a signed-in page holds. */
  async apiOf(page: Page): Promise<ProductApi> {
    const token = await page.evaluate(() => localStorage.getItem('auth-token'));
    if (!token) throw new Error('The page is not signed in');
    return new ProductApi(this.baseUrl, token);
  }

  /** Connects a simulator for a station the server knows; it is stopped after the file. */
  async connectStation(chargeBoxId: string, setup: StationSetup = {}): Promise<SimulatedStation> {
    const station = new SimulatedStation({
      url: `${this.baseUrl.replace(/^http/, 'ws')}/ocpp`,
      chargeBoxId,
      password: STATION_PASSWORD,
      ...setup,
    });
    this.#stations.push(station);
    await station.connect();
    return station;
  }

  /** Registers each station through POST /api/chargepoints, then connects its simulator. */
  async connectStations(chargeBoxIds: readonly string[]): Promise<SimulatedStation[]> {
    const api = await this.adminApi();
    const stations: SimulatedStation[] = [];
    for (const chargeBoxId of chargeBoxIds) {
      await api.create('/api/chargepoints', stationFields(chargeBoxId));
      stations.push(await this.connectStation(chargeBoxId));
    }
    return stations;
  }

  /** With the robot check off through POST /api/login; otherwise through the login page. */
  private async signInApi(): Promise<ProductApi> {
    if (this.robotCheck === 'off') {
      return new ProductApi(
        this.baseUrl,
        await apiLogin(this.baseUrl, ADMIN.email, ADMIN.password),
      );
    }
    const { context, page } = await this.signedInPage();
    const api = await this.apiOf(page);
    await context.close();
    return api;
  }
}

/**
 * The product of the spec file (or describe block) that calls it: started before its tests and
 * stopped after them.
 */
export function useProduct(options: ProductOptions = {}): Product {
  const product = new Product(options);
  beforeAll(() => product.start());
  afterAll(() => product.stop());
  return product;
}
