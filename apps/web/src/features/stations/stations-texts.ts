import { specTexts } from '../../app/i18n/spec-texts';
/** Stations and groups texts (spec-quoted texts, in the user's language). */
export const STATION_TEXTS = specTexts('stations');
