import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** README.md and every Markdown file under docs/. */
function documents(base: string): string[] {
  const under = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) return under(path);
          return entry.name.endsWith('.md') ? [path] : [];
        })
      : [];
  return [join(base, 'README.md'), ...under(join(base, 'docs'))].filter((path) => existsSync(path));
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchors(markdown: string): Set<string> {
  const headings = prose(markdown).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

/** Relative links (and their anchors) of the documents that point at nothing. */
function deadLinks(base: string): string[] {
  const dead: string[] = [];
  for (const file of documents(base)) {
    const text = readFileSync(file, 'utf8');
    for (const [, target = ''] of prose(text).matchAll(
      /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    )) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved = path ? join(dirname(file), decodeURIComponent(path)) : file;
      const where = `${relative(base, file)} → ${target}`;
      if (!existsSync(resolved)) dead.push(where);
      else if (anchor && resolved.endsWith('.md')) {
        if (!anchors(readFileSync(resolved, 'utf8')).has(anchor)) dead.push(where);
      }
    }
  }
  return dead;
}

describe('documentation links', () => {
  it('every relative link in README and docs/ resolves, anchors included', () => {
    expect(documents(root).length).toBeGreaterThan(1);
    expect(deadLinks(root)).toEqual([]);
  });

  it('finds a dead file link and a dead anchor, and passes code and web links', () => {
    const base = mkdtempSync(join(tmpdir(), 'docs-links-'));
    try {
      writeFileSync(
        join(base, 'README.md'),
        [
          '# Title',
          '',
          'See [here](#title), [gone](docs/gone.md), [web](https://example.com/x.md),',
          '[no such part](README.md#nowhere) and `[code](not-a-link.md)`.',
          '',
          '```md',
          '[fenced](also-not-a-link.md)',
          '```',
        ].join('\n'),
      );
      expect(deadLinks(base)).toEqual([
        'README.md → docs/gone.md',
        'README.md → README.md#nowhere',
      ]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
