import { describe, expect, it } from 'vitest';
import { cpfDigits, isValidCpf, maskCpf } from './cpf';

describe('CPF', () => {
  it('accepts numbers whose check digits match, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-26')).toBe(false);
  });

  it('refuses repeated digits and wrong lengths', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('masks as ddd.ddd.ddd-dd while typing and keeps digits only for the server', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });
});
