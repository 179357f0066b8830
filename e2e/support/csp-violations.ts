import type { BrowserContext } from 'playwright-core';

/**
 * Collects every Content-Security-Policy violation the pages of a context report, from the
 * `securitypolicyviolation` event and from the console, so a spec can assert there are none.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(text: string): void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}
