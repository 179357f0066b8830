import type { LegalSection } from './legal-layout';
import type { LegalTerms } from './legal-api';

/** Fixed Portuguese terms (spec 1 §2, Legal pages), filled with the tenant's company record. */
export function termsSections(company: LegalTerms): LegalSection[] {
  const { companyName, taxId, address, contact } = company;
  // A tenant may not have filled every field of its record; absent ones leave their clause out.
  const identity = [
    companyName,
    taxId && `inscrita no registro fiscal sob o nº ${taxId}`,
    address && `com sede em ${address}`,
  ]
    .filter(Boolean)
    .join(', ');
  const noticeTo = [contact, address && `o endereço ${address}`].filter(Boolean).join(' ou para ');
  return [
    {
      title: '1. Partes',
      paragraphs: [
        `Estes Termos de Uso regulam o uso do painel de gestão de recarga de veículos elétricos oferecido por ${identity} (a "Empresa"), e a pessoa que o acessa (o "Usuário").`,
      ],
    },
    {
      title: '2. Permissão de uso',
      paragraphs: [
        'A Empresa concede ao Usuário uma permissão pessoal, não exclusiva, intransferível e revogável para usar o painel de acordo com estes termos e com o perfil de acesso que lhe foi atribuído.',
        'É proibido copiar, modificar, distribuir, fazer engenharia reversa ou usar o painel para fins ilícitos ou diferentes da gestão da rede de recarga.',
      ],
    },
    {
      title: '3. Dados pessoais',
      paragraphs: [
        'O tratamento dos dados pessoais segue a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018) e a Política de Privacidade, que faz parte destes termos.',
      ],
    },
    {
      title: '4. Deveres da Empresa',
      paragraphs: [
        'Manter o painel disponível e seguro, dentro de padrões razoáveis de mercado, avisando com antecedência sobre manutenções programadas sempre que possível.',
        'Tratar os dados conforme a lei e prestar suporte pelos canais informados nestes termos.',
      ],
    },
    {
      title: '5. Deveres do Usuário',
      paragraphs: [
        'Fornecer informações verdadeiras, manter a senha em sigilo e avisar a Empresa imediatamente sobre qualquer uso não autorizado da sua conta.',
        'Usar os comandos enviados às estações de recarga com cuidado, respeitando as normas de segurança elétrica e os direitos dos usuários finais.',
      ],
    },
    {
      title: '6. Responsabilidade',
      paragraphs: [
        'A Empresa não se responsabiliza por danos causados por uso indevido do painel, por falhas de conexão das estações ou da internet, por caso fortuito ou força maior, nem por decisões tomadas pelo Usuário com base nas informações exibidas.',
      ],
    },
    {
      title: '7. Propriedade intelectual',
      paragraphs: [
        'O painel, as marcas, os logotipos, o código e os conteúdos pertencem à Empresa ou aos seus licenciadores. Nada nestes termos transfere ao Usuário qualquer direito sobre eles.',
      ],
    },
    {
      title: '8. Prazo',
      paragraphs: [
        'Estes termos vigoram por prazo indeterminado, a partir do primeiro acesso ao painel.',
      ],
    },
    {
      title: '9. Rescisão',
      paragraphs: [
        'A Empresa pode suspender ou encerrar o acesso do Usuário que descumprir estes termos. O Usuário pode encerrar o uso a qualquer momento, pedindo a desativação da conta.',
      ],
    },
    {
      title: '10. Disposições gerais',
      paragraphs: [
        'Estes termos podem ser alterados; a versão vigente fica disponível nesta página. A tolerância quanto ao descumprimento de qualquer cláusula não significa renúncia ao direito de exigi-la.',
      ],
    },
    {
      title: '11. Notificações',
      paragraphs: [
        noticeTo
          ? `Comunicações sobre estes termos devem ser enviadas para ${noticeTo}.`
          : 'Comunicações sobre estes termos devem ser enviadas pelos canais de atendimento da Empresa.',
      ],
    },
    {
      title: '12. Foro',
      paragraphs: [
        'Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da comarca da sede da Empresa para resolver qualquer controvérsia, com renúncia a qualquer outro, por mais privilegiado que seja.',
      ],
    },
  ];
}
