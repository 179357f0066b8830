import { specTexts } from '../../app/i18n/spec-texts';
/** Report download texts (spec-quoted texts, in the user's language). */
export const REPORT_TEXTS = specTexts('reports');
