import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

describe('index.html', () => {
  it('loads every script from a file: the Content-Security-Policy allows no inline script', () => {
    const scripts = indexHtml.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/\ssrc="\/[^"]+"/);
      expect(script.replace(/^<script\b[^>]*>|<\/script>$/g, '').trim()).toBe('');
    }
    expect(indexHtml).not.toMatch(/\son[a-z]+=/i);
  });
});
