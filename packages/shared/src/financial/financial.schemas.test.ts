import { describe, expect, it } from 'vitest';
import {
  financialQuery,
  normalizeFinancialSearch,
  withoutChargePrefix,
  FINANCIAL_PAGE_SIZE,
} from './financial.schemas';

describe('financial query', () => {
  it('defaults to the first page of ten, ordered by payment', () => {
    expect(financialQuery.parse({})).toEqual({
      page: 0,
      size: FINANCIAL_PAGE_SIZE,
      sort: 'paidTimestamp',
    });
  });

  it('reads searchTenantChildren as a boolean', () => {
    expect(financialQuery.parse({ searchTenantChildren: 'true' }).searchTenantChildren).toBe(true);
    expect(financialQuery.parse({ searchTenantChildren: 'false' }).searchTenantChildren).toBe(
      false,
    );
  });

  it('refuses a range of 365 days or more, and an end before the start, on endDate', () => {
    expect(
      financialQuery.safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' }).success,
    ).toBe(true);
    const long = financialQuery.safeParse({ startDate: '2026-01-01', endDate: '2027-01-01' });
    expect(long.error?.issues[0]?.path).toEqual(['endDate']);
    const reversed = financialQuery.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(reversed.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it('refuses a date that is not a day, an unknown sort and a page too large', () => {
    expect(financialQuery.safeParse({ startDate: '2026-13-45' }).error?.issues[0]?.path).toEqual([
      'startDate',
    ]);
    expect(financialQuery.safeParse({ sort: 'amount' }).error?.issues[0]?.path).toEqual(['sort']);
    expect(financialQuery.safeParse({ size: '101' }).error?.issues[0]?.path).toEqual(['size']);
  });
});

describe('financial search and charge ids', () => {
  it('strips spaces and ignores case', () => {
    expect(normalizeFinancialSearch(' Ana @Mail.com ')).toBe('ana@mail.com');
  });

  it('removes the prefix up to the first underscore', () => {
    expect(withoutChargePrefix('ch_abc_123')).toBe('abc_123');
    expect(withoutChargePrefix('plain')).toBe('plain');
  });
});
