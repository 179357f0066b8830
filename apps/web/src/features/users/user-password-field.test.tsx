import { Form } from 'antd';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { UserPasswordField } from './user-password-field';

async function render(password: string, lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Form>
        <UserPasswordField password={password} />
      </Form>
    </I18nextProvider>,
  );
}

const count = (html: string, text: string) =>
  html.replaceAll('<!-- -->', '').split(text).length - 1;

describe('UserPasswordField', () => {
  it('shows the password rule as a checklist tied to the field', async () => {
    const html = await render('');
    expect(html).toContain('The password needs:');
    expect(html).toContain('aria-describedby="user-password-rules"');
    expect(count(html, '(not met)')).toBe(5);
  });

  it('ticks each rule the typed password meets', async () => {
    expect(count(await render('abc'), '(met)')).toBe(1);
    const strong = await render('Abcdef1!');
    expect(count(strong, '(met)')).toBe(5);
    expect(count(strong, '(not met)')).toBe(0);
  });

  it("speaks the user's language", async () => {
    const html = await render('', 'pt-BR');
    expect(html).not.toContain('The password needs:');
  });
});
