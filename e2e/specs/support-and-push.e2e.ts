import { beforeAll, describe, expect, it } from 'vitest';
import { TEXTS, waitForText } from '../support/auth-flows';
import { openMenuPage } from '../support/navigation';
import { mailContaining, pushesSent } from '../support/outbox';
import { ADMIN, useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

/** Spec 1 §5 and §8 texts of these two pages. */
const MESSAGES = {
  required: 'O campo mensagem é obrigatório.',
  supportSuccess: 'Mensagem enviada com sucesso!',
  pushSuccess: 'Push Notification enviado com sucesso!',
  pushHeading: 'Envie uma Push Notification para o celular dos usuários',
} as const;

describe('support message and push notification', () => {
  const product = useProduct({ robotCheck: 'off' });

  beforeAll(async () => {
    // A phone of the administrator, registered as the driver app would.
    const api = await product.adminApi();
    const answer = await api.call('POST', '/api/push-notification/devices', {
      token: 'e2e-phone-0123456789abcdef',
      platform: 'android',
    });
    expect(answer.status).toBe(204);
  });

  for (const width of [1280, 390]) {
    it(`sends a support message and a push notification at ${width} px`, async () => {
      const { context, page } = await product.signedInPage({ width });
      await waitForText(page, TEXTS.loginSuccess);

      // Support: the empty message is refused in the form, then a complaint is mailed.
      await openMenuPage(page, width, 'Suporte');
      await page.waitForURL((url) => url.pathname === '/support');
      await page.getByRole('heading', { name: 'Suporte' }).waitFor();
      await page.getByRole('button', { name: 'Enviar' }).click();
      await waitForText(page, MESSAGES.required);
      await screenshot(page, 'support-empty');

      await page.getByLabel('Assunto').click();
      // antd keeps an invisible listbox for screen readers; the visible option carries a title.
      await page.locator('.ant-select-dropdown').getByTitle('Reclamação', { exact: true }).click();
      await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      const supportText = `Carregador 7 fora do ar (${width})`;
      await page.getByLabel('Mensagem').fill(supportText);
      await waitForText(page, `${supportText.length} de 255 caracteres`);
      await page.getByText(MESSAGES.required).waitFor({ state: 'hidden' });
      await screenshot(page, 'support');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await waitForText(page, MESSAGES.supportSuccess);
      await page.waitForURL((url) => url.pathname === '/');
      const mail = await mailContaining(product.server.dataDir, supportText);
      expect(mail).toContain(`To: ${ADMIN.email}`);
      expect(mail).toMatch(/Reply-To: Administrator <admin@example\.com>/);
      expect(mail).toContain('(complaint)');

      // Push: the sandbox is labelled, the message is sent and the field cleared.
      await openMenuPage(page, width, 'Push Notification');
      await page.waitForURL((url) => url.pathname === '/push_notification');
      await page.getByRole('heading', { name: MESSAGES.pushHeading }).waitFor();
      await waitForText(page, 'Sandbox (teste)');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await waitForText(page, MESSAGES.required);
      const pushText = `Estação 7 de volta ao serviço (${width})`;
      const field = page.getByLabel('Mensagem');
      await field.fill(pushText);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await waitForText(page, MESSAGES.pushSuccess);
      await page.waitForFunction(
        (el) => el instanceof HTMLTextAreaElement && el.value === '',
        await field.elementHandle(),
      );
      expect(await field.inputValue()).toBe('');
      const pushes = await pushesSent<{ token: string; notification: { body: string } }>(
        product.server.dataDir,
      );
      expect(pushes.find((p) => p.notification.body === pushText)?.token).toBe(
        'e2e-phone-0123456789abcdef',
      );
      await screenshot(page, 'push');
      await context.close();
    });
  }
});
