import { describe, expect, it } from 'vitest';
import { termsSections } from './terms-sections';

const full = {
  companyName: 'Andina Energía S.A.S.',
  taxId: '900.123.456-7',
  address: 'Calle 100 # 8A-55, Bogotá',
  contact: 'legal@andina.example',
  termsOfUseUrl: null,
};
const text = (company: typeof full) =>
  termsSections(company)
    .flatMap((section) => [section.title, ...section.paragraphs])
    .join('\n');

describe('terms of use text', () => {
  it('covers the sections of the spec with the company record', () => {
    const titles = termsSections(full).map((section) => section.title);
    for (const word of [
      'Permissão de uso',
      'Dados pessoais',
      'Deveres da Empresa',
      'Deveres do Usuário',
      'Responsabilidade',
      'Propriedade intelectual',
      'Prazo',
      'Rescisão',
      'Disposições gerais',
      'Notificações',
      'Foro',
    ]) {
      expect(
        titles.some((title) => title.includes(word)),
        word,
      ).toBe(true);
    }
    const all = text(full);
    expect(all).toContain(
      'Andina Energía S.A.S., inscrita no registro fiscal sob o nº 900.123.456-7',
    );
    expect(all).toContain('legal@andina.example ou para o endereço Calle 100');
  });

  it('leaves out the clauses of fields the tenant did not fill', () => {
    const all = text({ ...full, taxId: '', address: '', contact: '' });
    expect(all).toContain('oferecido por Andina Energía S.A.S. (a "Empresa")');
    expect(all).not.toContain('nº ,');
    expect(all).toContain('pelos canais de atendimento da Empresa');
  });
});
