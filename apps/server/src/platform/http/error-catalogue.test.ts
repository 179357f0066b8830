import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMessageKey, messagesEn, messagesPtBR } from '@chargedeck/shared';
import { describeDatabases } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';

const SOURCE_DIR = join(import.meta.dirname, '../..');

/** The argument holding the message of each error helper (badRequest's first is the field). */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 1,
  notFound: 0,
  conflict: 0,
  forbidden: 0,
  unauthorized: 0,
  tooManyRequests: 0,
  HttpError: 1,
};

function productSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Words written into the code: a string, or a template or sum with words of its own. */
const WORD = /\p{L}{2}/u;
function isText(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isTemplateExpression(node))
    return WORD.test(node.head.text + node.templateSpans.map((span) => span.literal.text).join(''));
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return isText(node.left) || isText(node.right);
  return false;
}

/**
 * A zod message written as text: `{ error: '…' }` or `{ message: '…', path }` given to a call,
 * or the message argument of `.refine(check, '…')`.
 */
function isSchemaMessage(node: ts.Node): node is ts.StringLiteral {
  if (!ts.isStringLiteral(node)) return false;
  const parent = node.parent;
  if (
    ts.isCallExpression(parent) &&
    ts.isPropertyAccessExpression(parent.expression) &&
    parent.expression.name.text === 'refine'
  )
    return parent.arguments[1] === node;
  if (!ts.isPropertyAssignment(parent) || parent.initializer !== node) return false;
  const name = ts.isIdentifier(parent.name) ? parent.name.text : '';
  const object = parent.parent;
  return (
    (name === 'error' || name === 'message') &&
    ts.isObjectLiteralExpression(object) &&
    object.properties.length <= 2 &&
    ts.isCallExpression(object.parent) &&
    ts.isPropertyAccessExpression(object.parent.expression)
  );
}

/** Every message an error helper is given, or an `error:` body member, that is no catalogue key. */
function uncataloguedTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const report = (node: ts.Node) =>
    found.push(`${relative(SOURCE_DIR, path)}: ${node.getText(source).slice(0, 80)}`);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : undefined;
      const index = name === undefined ? undefined : MESSAGE_ARGUMENT[name];
      const argument = index === undefined ? undefined : node.arguments?.[index];
      if (argument && ts.isStringLiteral(argument) && !isMessageKey(argument.text))
        report(argument);
      else if (argument && isText(argument) && !ts.isStringLiteral(argument)) report(argument);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'error' &&
      isText(node.initializer) &&
      ts.isCallExpression(node.parent.parent) &&
      /\.send$/.test(node.parent.parent.expression.getText(source))
    )
      report(node.initializer);
    if (isSchemaMessage(node) && !isMessageKey(node.text)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server error texts', () => {
  it('come from the message catalogue: no literal text reaches an error helper or an error body', () => {
    const sources = productSources(SOURCE_DIR);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.flatMap(uncataloguedTexts)).toEqual([]);
  });

  it('the scan sees a literal text, a template and a key', () => {
    const probe = (code: string) => {
      const path = join(SOURCE_DIR, 'probe.ts');
      const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest);
      const texts: string[] = [];
      source.forEachChild(function visit(node: ts.Node): void {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const index = MESSAGE_ARGUMENT[node.expression.text];
          const argument = index === undefined ? undefined : node.arguments[index];
          if (
            argument &&
            isText(argument) &&
            !(ts.isStringLiteral(argument) && isMessageKey(argument.text))
          )
            texts.push(argument.getText(source));
        }
        node.forEachChild(visit);
      });
      return texts;
    };
    expect(probe("throw notFound('Station not found');")).toEqual(["'Station not found'"]);
    expect(probe('throw badRequest("x", `must be ${n}`);')).toEqual(['`must be ${n}`']);
    expect(probe("throw notFound('stationNotFound');")).toEqual([]);
  });
});

const SHARED_DIR = join(import.meta.dirname, '../../../../../packages/shared');

/** Whether an object literal is a zod option, an issue or a rule's answer (`{ field, message }`). */
function isMessageHolder(object: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(object)) return false;
  if (ts.isCallExpression(object.parent)) return true;
  return object.properties.some(
    (p) => p.name && ts.isIdentifier(p.name) && ['field', 'path'].includes(p.name.text),
  );
}

/**
 * Every `error`/`message` of a shared schema or rule whose value is a known text (a literal, or a
 * constant such as `PRICING_MESSAGES.x`) and no catalogue key: the type checker gives its value.
 */
function uncataloguedSharedMessages(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(SHARED_DIR, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const files = (config?.fileNames ?? []).filter((f) => !f.endsWith('.test.ts'));
  const program = ts.createProgram(files, config?.options ?? {});
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        ts.isIdentifier(node.name) &&
        ['error', 'message'].includes(node.name.text) &&
        isMessageHolder(node.parent)
      ) {
        const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
        const type = checker.getTypeAtLocation(value);
        for (const part of type.isUnion() ? type.types : [type])
          if (part.isStringLiteral() && !isMessageKey(part.value))
            found.push(`${relative(SHARED_DIR, source.fileName)}: ${part.value}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('shared schema and rule messages', () => {
  it('are catalogue keys, written as literals or through a constant', () => {
    expect(uncataloguedSharedMessages()).toEqual([]);
  });
});

/** Each catalogue text as a pattern, its `{{slots}}` matching any value. */
const patternsOf = (catalogue: Record<string, string>) =>
  Object.values(catalogue).map(
    (text) =>
      new RegExp(
        `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`,
      ),
  );
const CATALOGUES = { en: patternsOf(messagesEn), 'pt-BR': patternsOf(messagesPtBR) };

describeDatabases('Error answers in the request language', (database) => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp(database);
    token = await app.login();
  });
  afterAll(() => app.close());

  const ask = async (
    language: keyof typeof CATALOGUES,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    signedIn = true,
  ) => {
    const answer = await app.http.inject({
      method,
      url,
      payload,
      headers: {
        'accept-language': language,
        ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const body = answer.json<{ error: string; field?: string }>();
    const text = body.field ? body.error.replace(`${body.field}: `, '') : body.error;
    return { status: answer.statusCode, text };
  };

  const SAMPLE: [string, 'GET' | 'POST' | 'DELETE', string, number, object?, boolean?][] = [
    ['station by id', 'GET', '/api/chargepoints/987654', 404],
    ['tag by id', 'GET', '/api/ocpptags/987654', 404],
    ['unknown station', 'DELETE', '/api/chargepoints/unknown/NOPE-1', 404],
    ['stats range', 'GET', '/api/stats/sums?fromDate=2009-01-01&toDate=2009-01-02', 400],
    ['stats date', 'GET', '/api/stats/sums?fromDate=someday&toDate=2026-01-01', 400],
    ['meter values', 'GET', '/api/report/xlsx/transactions/987654/meter-values', 404],
    ['no route', 'GET', '/api/no-such-route', 404],
    ['signed out', 'GET', '/api/ocpptags', 401, undefined, false],
    [
      'bad login',
      'POST',
      '/api/login',
      401,
      { email: 'admin@example.com', password: 'Wrong123!' },
      false,
    ],
  ];

  it.each(SAMPLE)('%s answers from the en and pt-BR catalogues', async (...row) => {
    const [, method, url, status, payload, signedIn] = row;
    const en = await ask('en', method, url, payload, signedIn);
    const pt = await ask('pt-BR', method, url, payload, signedIn);
    expect([en.status, pt.status]).toEqual([status, status]);
    expect(
      CATALOGUES.en.some((p) => p.test(en.text)),
      en.text,
    ).toBe(true);
    expect(
      CATALOGUES['pt-BR'].some((p) => p.test(pt.text)),
      pt.text,
    ).toBe(true);
    expect(pt.text).not.toBe(en.text);
  });

  it('fills the parameters in each language', async () => {
    const url = '/api/stats/sums?fromDate=2009-01-01&toDate=2009-01-02';
    expect((await ask('en', 'GET', url)).text).toBe('must not be before 2010-01-01');
    expect((await ask('pt-BR', 'GET', url)).text).toBe('não pode ser anterior a 2010-01-01');
    expect((await ask('en', 'GET', '/api/chargepoints/987654')).text).toBe(
      'No station found with this id.',
    );
    expect((await ask('pt-BR', 'GET', '/api/chargepoints/987654')).text).toBe(
      'Nenhuma estação encontrada com este id.',
    );
  });

  it('says the pricing, configuration and charging-profile rules in each language', async () => {
    const rules: [string, object, string, string][] = [
      [
        '/api/dynamic-pricing',
        { name: ' ' },
        'Fill in the profile name',
        'Preencha o nome do perfil',
      ],
      [
        '/gateway/virtual-groups',
        { name: ' ', description: 'Garagem', charge_boxs: [] },
        'The configuration name is required',
        'O nome da configuração é um campo obrigatório',
      ],
      [
        '/api/charging_profiles',
        {
          description: 'Noite',
          currentLimitDefault: 16,
          intervals: [{ beginningEnd: ['01:00', '02:00'], currentLimit: 16 }],
        },
        'Current Limit must be different from Default Limit',
        'O limite de corrente deve ser diferente do limite padrão',
      ],
    ];
    for (const [url, payload, en, pt] of rules) {
      expect(await ask('en', 'POST', url, payload)).toEqual({ status: 400, text: en });
      expect(await ask('pt-BR', 'POST', url, payload)).toEqual({ status: 400, text: pt });
    }
  });
});
