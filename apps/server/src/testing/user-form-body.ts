/** A valid body of POST /api/users_data in `tenantPk`; `extra` changes or adds fields. */
export const userFormBody = (tenantPk: number, extra: object = {}) => ({
  firstName: 'Ana Luísa',
  email: 'ana@example.com',
  password: 'Secret123!',
  docType: 'CPF',
  docNumber: '529.982.247-25',
  tenant_pk: tenantPk,
  phone: '+55 11 99999-0000',
  ...extra,
});
