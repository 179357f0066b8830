import { randomBytes } from 'node:crypto';

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Valéria',
  'Vinícius',
];
const LAST_NAMES = ['Silva', 'Souza', 'Oliveira', 'Lima', 'Costa', 'Pereira', 'Almeida', 'Rocha'];

/**
 * The user who owns the i-th id tag: a name of letters and spaces (the user form's rule), an
 * e-mail made of the tag on the administrator's domain, and a random password of the rule's
 * shape (drivers of a demo never sign in).
 */
export function driverOf(idTag: string, index: number, adminEmail: string, tenantPk?: number) {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length];
  const domain = adminEmail.split('@')[1] ?? 'example.com';
  return {
    firstName: `${first} ${last}`,
    email: `${idTag.toLowerCase()}@${domain}`,
    password: `Dr1-${randomBytes(6).toString('hex')}`,
    tenant_pk: tenantPk,
    ocppTags: [idTag],
  };
}
