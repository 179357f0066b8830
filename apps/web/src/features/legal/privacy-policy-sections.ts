import type { LegalSection } from './legal-layout';

/** Fixed Portuguese text (spec 1 §2, Legal pages): LGPD, controller is the customer, dated 2021. */
export const PRIVACY_POLICY_DATE = 'Última atualização: 1º de março de 2021.';

export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    title: '1. Sobre esta política',
    paragraphs: [
      'Esta Política de Privacidade explica como os dados pessoais são tratados na plataforma de gestão de recarga de veículos elétricos (o "Painel" e os aplicativos a ele ligados), em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).',
      'Ao usar a plataforma, você declara ter lido e compreendido esta política.',
    ],
  },
  {
    title: '2. Quem é o controlador dos dados',
    paragraphs: [
      'O controlador dos dados pessoais é o Cliente: a empresa operadora da rede de recarga que contratou a plataforma e que oferece o serviço a você. É o Cliente quem decide quais dados são tratados e para quais finalidades.',
      'O fornecedor da plataforma atua como operador, tratando os dados em nome do Cliente e conforme as suas instruções.',
    ],
  },
  {
    title: '3. Dados que tratamos',
    paragraphs: [
      'Dados de cadastro: nome, e-mail, telefone, CPF ou CNPJ e endereço, quando informados.',
      'Dados de uso: estações utilizadas, início e fim das recargas, energia consumida, valores cobrados, cartões RFID (tags) vinculados e registros de acesso ao Painel.',
      'Dados técnicos: endereço IP, tipo de navegador e dispositivo, idioma e fuso horário, usados para segurança e funcionamento do serviço.',
    ],
  },
  {
    title: '4. Finalidades e bases legais',
    paragraphs: [
      'Os dados são tratados para executar o contrato de recarga (art. 7º, V, da LGPD), cobrar e emitir documentos fiscais, prevenir fraudes e garantir a segurança (legítimo interesse, art. 7º, IX), cumprir obrigações legais e regulatórias (art. 7º, II) e, quando houver, enviar comunicações para as quais você deu consentimento (art. 7º, I).',
    ],
  },
  {
    title: '5. Dados de pagamento',
    paragraphs: [
      'Os dados do cartão de pagamento são enviados diretamente a um serviço de pagamento certificado e não são armazenados pela plataforma. Guardamos apenas a referência da transação, os quatro últimos dígitos e a bandeira, para que você possa reconhecer a cobrança.',
    ],
  },
  {
    title: '6. Onde os dados ficam',
    paragraphs: [
      'Os dados são hospedados em servidores de provedores de nuvem localizados nos Estados Unidos. A transferência internacional observa o art. 33 da LGPD, com cláusulas contratuais que garantem um nível de proteção compatível com a lei brasileira.',
    ],
  },
  {
    title: '7. Compartilhamento',
    paragraphs: [
      'Os dados podem ser compartilhados com o serviço de pagamento, com o emissor de notas fiscais, com provedores de hospedagem e de envio de e-mails, e com autoridades públicas quando a lei exigir. Não vendemos dados pessoais.',
    ],
  },
  {
    title: '8. Por quanto tempo guardamos',
    paragraphs: [
      'Os dados são mantidos enquanto a conta estiver ativa e, depois disso, pelo prazo necessário para cumprir obrigações legais, fiscais e de defesa em processos. Em seguida são eliminados ou anonimizados.',
    ],
  },
  {
    title: '9. Cookies e armazenamento local',
    paragraphs: [
      'O Painel usa armazenamento local do navegador para manter a sua sessão, o tema e o idioma, e guarda por 365 dias a sua escolha sobre o aviso de cookies. Não usamos cookies de publicidade.',
    ],
  },
  {
    title: '10. Seus direitos',
    paragraphs: [
      'Você pode pedir ao Cliente, a qualquer momento, a confirmação do tratamento, o acesso, a correção, a anonimização, a portabilidade ou a eliminação dos seus dados, informações sobre o compartilhamento e a revogação do consentimento, conforme o art. 18 da LGPD. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
    ],
  },
  {
    title: '11. Segurança',
    paragraphs: [
      'Adotamos medidas técnicas e administrativas para proteger os dados: conexões cifradas, senhas guardadas com algoritmos de hash resistentes, controle de acesso por perfil e registros de auditoria.',
    ],
  },
  {
    title: '12. Alterações',
    paragraphs: [
      'Esta política pode ser atualizada. A versão vigente fica sempre disponível nesta página, com a data da última atualização.',
    ],
  },
];
