import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('replaces the five characters that can end text or an attribute value', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('keeps a markup attempt as visible text', () => {
    expect(escapeHtml(`<script>alert("x")</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(escapeHtml(`" onmouseover='x'`)).toBe('&quot; onmouseover=&#39;x&#39;');
  });

  it('escapes an ampersand once, so an entity already in the text is shown as typed', () => {
    expect(escapeHtml('Tom &amp; Jerry')).toBe('Tom &amp;amp; Jerry');
  });

  it('leaves every other character as it is', () => {
    const text = 'Ștefan-Andrei, 😀 / = ` \n\t 100% #1';
    expect(escapeHtml(text)).toBe(text);
    expect(escapeHtml('')).toBe('');
  });
});

describe('unescapeHtml', () => {
  it('gives back the text escapeHtml was given, whatever it held', () => {
    for (const text of [`&<>"'`, 'Tom &amp; Jerry', 'Ștefan & Co – 100 €', '&#39;&#x27;&nbsp;'])
      expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });

  it('reads each reference once', () => {
    expect(unescapeHtml('&amp;lt; &lt;')).toBe('&lt; <');
  });
});
