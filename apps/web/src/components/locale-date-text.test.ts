import { formatterOf } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { dateTextOf, dateValueOf, isDateValue, maskDateText } from './locale-date-text';

const ptBR = formatterOf('pt-BR');
const en = formatterOf('en');

describe('locale date field', () => {
  it('puts the slashes in as digits are typed', () => {
    expect(maskDateText('2')).toBe('2');
    expect(maskDateText('2005')).toBe('20/05');
    expect(maskDateText('20051990')).toBe('20/05/1990');
    expect(maskDateText('20/05/1990x9')).toBe('20/05/1990');
  });

  it('keeps ISO for the API and shows the language order', () => {
    expect(dateValueOf('20/05/1990', ptBR)).toBe('1990-05-20');
    expect(dateValueOf('05/20/1990', en)).toBe('1990-05-20');
    expect(dateTextOf('1990-05-20', ptBR)).toBe('20/05/1990');
    expect(dateTextOf('1990-05-20', en)).toBe('05/20/1990');
  });

  it('leaves an unfinished or impossible date as typed, which the rule refuses', () => {
    expect(dateValueOf('', ptBR)).toBeNull();
    expect(dateValueOf('31/02/1990', ptBR)).toBe('31/02/1990');
    expect(isDateValue('31/02/1990')).toBe(false);
    expect(isDateValue('1990-05-20')).toBe(true);
    expect(isDateValue(null)).toBe(true);
  });
});
