import { describe, expect, it } from 'vitest';
import { buildHeaders, buildUrl, timezoneOffsetHours } from './api-request';

describe('api addressing', () => {
  it('adds the trailing slash to GET paths before the query', () => {
    expect(buildUrl('GET', 'robot-check')).toBe('/api/robot-check/');
    expect(buildUrl('GET', '/notification/chargeBox', { limit: 100 })).toBe(
      '/api/notification/chargeBox/?limit=100',
    );
    expect(buildUrl('GET', 'log/', { tenant: 'Move' })).toBe('/api/log/?tenant=Move');
  });

  it('keeps the other bases of the product as they are', () => {
    expect(buildUrl('POST', '/payments/transaction/7/pay')).toBe('/payments/transaction/7/pay');
    expect(buildUrl('DELETE', '/payments/cancel-idle-payment/transaction', {}, 7)).toBe(
      '/payments/cancel-idle-payment/transaction/7/',
    );
  });

  it('leaves POST paths as written', () => {
    expect(buildUrl('POST', 'login')).toBe('/api/login');
    expect(buildUrl('POST', 'forgotpassword/sendCode')).toBe('/api/forgotpassword/sendCode');
  });

  it('addresses {id}/ for PUT, PATCH and DELETE', () => {
    expect(buildUrl('PUT', 'ocpptags', undefined, 12)).toBe('/api/ocpptags/12/');
    expect(buildUrl('DELETE', 'stations/', undefined, 'CB 1')).toBe('/api/stations/CB%201/');
  });

  it('skips empty query values and repeats arrays', () => {
    expect(
      buildUrl('GET', 'stats/sums', { fromDate: '2024-01-01', toDate: undefined, ids: [1, 2] }),
    ).toBe('/api/stats/sums/?fromDate=2024-01-01&ids=1&ids=2');
  });
});

describe('api headers', () => {
  it('sends tenant key, bearer token, platform, language and offset in hours', () => {
    expect(
      buildHeaders({ apiKey: 'k1', token: 't1', locale: 'es-CO', timezoneOffsetMinutes: 300 }),
    ).toEqual({
      'Api-Key': 'k1',
      Authorization: 'Bearer t1',
      Platform: 'DASHBOARD',
      'Accept-Language': 'es-CO',
      'X-Timezone-Offset': '-5',
    });
  });

  it('omits the token when signed out', () => {
    const headers = buildHeaders({
      apiKey: 'k1',
      token: null,
      locale: 'pt-BR',
      timezoneOffsetMinutes: 180,
    });
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Timezone-Offset']).toBe('-3');
  });

  it('converts offsets east of UTC and half hours', () => {
    expect(timezoneOffsetHours(-330)).toBe(5.5);
    expect(timezoneOffsetHours(0)).toBe(0);
  });
});
