import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { formatterOf, messageText, type MessageKey } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import { humanTimestamp, type CallerZone } from '../../platform/http/human-time';
import {
  rechargesOfUser,
  scopeTotals,
  stationAssessmentPage,
  usersWithRecharges,
  type AssessmentRange,
} from './assessment.repository';
import { PdfTable, reportDocument, type PdfColumn } from './pdf-table';
import type { StationScope } from './station-scope';

export interface AssessmentOptions {
  scope: StationScope;
  range: AssessmentRange;
  zone: CallerZone;
  /** Money per kWh the energy costs the operator and earns it, in the tenant's currency. */
  costKwh: number;
  incomeKwh: number;
  currency: string;
  accountName: string;
  logo: Buffer | null;
  /** The language the document reads in (the requester's). */
  locale: string;
}

const PAGE = 500;
/** Energy in kWh and money in the tenant's currency, read as the tenant's documents read them. */
function textsOf(currency: string, locale: string) {
  const f = formatterOf(locale, { currency });
  return {
    kwh: (wh: number) => f.number(wh / 1000, 2, 2),
    duration: (seconds: number) => {
      const minutes = Math.round(seconds / 60);
      return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
    },
    /** PDF fonts have no no-break space: the currency's space reads as a plain one. */
    money: (value: number) => f.money(Math.round(value * 100)).replace(/\s/g, ' '),
  };
}

function headerLines(o: AssessmentOptions): string[] {
  const t = (key: MessageKey, params: Record<string, unknown>) =>
    messageText(key, o.locale, params);
  const at = (date: Date) => humanTimestamp(date, o.zone, o.locale);
  const { money } = textsOf(o.currency, o.locale);
  return [
    t('docAccount', { name: o.accountName }),
    t('docPeriod', { from: at(o.range.from), to: at(o.range.to) }),
    t('docRates', { cost: money(o.costKwh), income: money(o.incomeKwh) }),
    t('docGenerated', { at: at(new Date()) }),
  ];
}

/** The header of a document's table column, in the document's language. */
const column = (locale: string, key: MessageKey, width: number, align?: 'right'): PdfColumn => ({
  header: messageText(key, locale),
  width,
  ...(align ? { align } : {}),
});

/**
 * POST report/assessment/unified: one PDF for every station of the list's filters, with the
 * recharges, energy, time, cost and income of each in the period and the totals. Stations are
 * read a page at a time and pages of the document leave as they fill.
 */
export function unifiedAssessmentPdf(db: Database, o: AssessmentOptions): Readable {
  const out = new PassThrough();
  const { kwh, duration, money } = textsOf(o.currency, o.locale);
  const write = async () => {
    const totals = await scopeTotals(db, o.scope, o.range);
    const title = messageText('docAssessmentTitle', o.locale);
    const doc = await reportDocument(title, headerLines(o), o.logo);
    doc.pipe(out);
    const energy = (wh: number) => wh / 1000;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(
        messageText('docTotals', o.locale, {
          stations: totals.stations,
          recharges: totals.recharges,
          energy: kwh(totals.energyWh),
          cost: money(energy(totals.energyWh) * o.costKwh),
          income: money(energy(totals.energyWh) * o.incomeKwh),
        }),
      )
      .moveDown(0.8);
    const table = new PdfTable(doc, [
      column(o.locale, 'colChargeBoxId', 100),
      column(o.locale, 'colDescription', 125),
      column(o.locale, 'colRecharges', 55, 'right'),
      column(o.locale, 'colEnergyKwh', 65, 'right'),
      column(o.locale, 'colTime', 50, 'right'),
      column(o.locale, 'colCost', 60, 'right'),
      column(o.locale, 'colIncome', 60, 'right'),
    ]);
    for (let afterPk = 0; ;) {
      const page = await stationAssessmentPage(db, o.scope, o.range, afterPk, PAGE);
      for (const s of page) {
        table.row([
          s.charge_box_id,
          s.description,
          formatterOf(o.locale).count(s.recharges),
          kwh(s.energyWh),
          duration(s.seconds),
          money(energy(s.energyWh) * o.costKwh),
          money(energy(s.energyWh) * o.incomeKwh),
        ]);
      }
      if (page.length < PAGE) break;
      afterPk = page[page.length - 1]?.charge_box_pk ?? afterPk;
    }
    table.total([
      messageText('colTotal', o.locale),
      '',
      formatterOf(o.locale).count(totals.recharges),
      kwh(totals.energyWh),
      duration(totals.seconds),
      money(energy(totals.energyWh) * o.costKwh),
      money(energy(totals.energyWh) * o.incomeKwh),
    ]);
    doc.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

const fileNameOf = (name: string, userPk: number) =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'user'
  }-${userPk}.pdf`;

/** One card user's recharges at the stations of the scope in the period. */
function userAssessmentPdf(
  db: Database,
  o: AssessmentOptions,
  user: { user_pk: number; name: string; email: string },
): Readable {
  const out = new PassThrough();
  const { kwh, duration, money } = textsOf(o.currency, o.locale);
  const write = async () => {
    const rows = await rechargesOfUser(db, o.scope, o.range, user.user_pk);
    const doc = await reportDocument(
      messageText('docIndividualTitle', o.locale, { name: user.name }),
      [messageText('docUser', o.locale, user), ...headerLines(o)],
      o.logo,
    );
    doc.pipe(out);
    const table = new PdfTable(doc, [
      column(o.locale, 'colStart', 95),
      column(o.locale, 'colStation', 95),
      column(o.locale, 'colConnectorShort', 35, 'right'),
      column(o.locale, 'colTag', 80),
      column(o.locale, 'colTime', 50, 'right'),
      column(o.locale, 'colEnergyKwh', 60, 'right'),
      column(o.locale, 'colCost', 60, 'right'),
    ]);
    let wh = 0;
    let seconds = 0;
    for (const r of rows) {
      wh += Number(r.energy_wh);
      seconds += Number(r.seconds);
      table.row([
        humanTimestamp(r.start_timestamp, o.zone, o.locale),
        r.charge_box_id,
        String(r.connector_id),
        r.id_tag,
        duration(Number(r.seconds)),
        kwh(Number(r.energy_wh)),
        money((Number(r.energy_wh) / 1000) * o.costKwh),
      ]);
    }
    table.total([
      messageText('docTotalCount', o.locale, { count: rows.length }),
      '',
      '',
      '',
      duration(seconds),
      kwh(wh),
      money((wh / 1000) * o.costKwh),
    ]);
    doc.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * POST report/assessment/users: a zip with one PDF per card user who charged at the stations of
 * the list's filters in the period. Each PDF is made only when the zip reaches it.
 */
export function usersAssessmentZip(db: Database, o: AssessmentOptions): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  usersWithRecharges(db, o.scope, o.range)
    .then((users) => {
      for (const user of users) {
        zip.addReadStreamLazy(fileNameOf(user.name, user.user_pk), (done) =>
          done(null, userAssessmentPdf(db, o, user)),
        );
      }
      zip.end();
    })
    .catch((error: unknown) => out.destroy(error as Error));
  return out;
}
