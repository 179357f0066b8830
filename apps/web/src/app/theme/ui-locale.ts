import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import type { Locale } from '@chargedeck/shared';

/** antd and dayjs speak the tenant's language too (calendars, pagination, empty states). */
export function applyUiLocale(locale: Locale): AntdLocale {
  if (locale === 'en') {
    dayjs.locale('en');
    return enUS;
  }
  if (locale === 'pt-BR') {
    dayjs.locale('pt-br');
    return ptBR;
  }
  dayjs.locale('es');
  return esES;
}
