import { describe, expect, it } from 'vitest';
import { excerpt, firstImageUrl, plainText, readingMinutes, sanitizeBlogHtml } from './blog.html.js';

/** Each payload must come out with nothing that can run. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://example.com"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<p onclick="alert(1)">text</p>',
  '<p style="background:url(javascript:alert(1))">text</p>',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name="q"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<a href="https://example.com" onmouseover="alert(1)">x</a>',
  '<code class="language-js" onclick="alert(1)">x</code>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
];

describe('sanitizeBlogHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs in %s', (payload) => {
    const clean = sanitizeBlogHtml(payload);
    expect(clean).not.toMatch(
      /<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<base|<input|<details|<video/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:|style=/i);
  });

  it('keeps headings, lists, links, images and code blocks with their language class', () => {
    const html = [
      '<h2>Titlu</h2>',
      '<p>Un <strong>text</strong> cu <a href="https://www.home-assistant.io" target="_blank">link</a>.</p>',
      '<ul><li>unu</li><li>doi</li></ul>',
      '<ol start="3"><li>trei</li></ol>',
      '<img src="https://example.com/a.jpg" alt="poză">',
      '<img src="/api/v0/images/0123456789abcdef01234567" alt="încărcată">',
      '<pre><code class="language-python">print("salut")</code></pre>',
      '<blockquote>citat</blockquote>',
    ].join('');
    const clean = sanitizeBlogHtml(html);
    expect(clean).toContain('<h2>Titlu</h2>');
    expect(clean).toContain(
      '<a href="https://www.home-assistant.io" target="_blank" rel="noopener noreferrer">link</a>',
    );
    expect(clean).toContain('<ul><li>unu</li><li>doi</li></ul>');
    expect(clean).toContain('<ol start="3">');
    expect(clean).toContain('<img src="https://example.com/a.jpg" alt="poză" />');
    expect(clean).toContain('<img src="/api/v0/images/0123456789abcdef01234567" alt="încărcată" />');
    expect(clean).toContain('<pre><code class="language-python">print("salut")</code></pre>');
    expect(clean).toContain('<blockquote>citat</blockquote>');
  });

  it('drops classes other than language-*', () => {
    expect(sanitizeBlogHtml('<code class="language-css evil">a</code><p class="x">b</p>')).toBe(
      '<code class="language-css">a</code><p>b</p>',
    );
  });
});

describe('plainText, excerpt and reading time', () => {
  it('reads blocks as separate words and decodes entities', () => {
    expect(plainText('<h2>Unu</h2><p>doi &amp; trei</p><ul><li>patru</li><li>cinci</li></ul>a<br>b')).toBe(
      'Unu doi & trei patru cinci a b',
    );
  });

  it('cuts an excerpt at the length and marks the cut', () => {
    expect(excerpt('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(excerpt('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}...`);
    expect(excerpt(`${'a'.repeat(199)} b`, 200)).toBe(`${'a'.repeat(199)}...`);
    expect(excerpt('', 200)).toBe('');
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%i words take %i minute(s)', (words, minutes) => {
    expect(readingMinutes(Array.from({ length: words }, () => 'cuvânt').join(' \n '))).toBe(minutes);
  });

  it('finds the first image', () => {
    expect(firstImageUrl('<p>x</p><img src="https://a.ro/1.png"><img src="https://a.ro/2.png">')).toBe(
      'https://a.ro/1.png',
    );
    expect(firstImageUrl('<p>fără imagini</p>')).toBeNull();
  });
});
