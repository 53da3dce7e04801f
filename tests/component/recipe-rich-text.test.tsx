import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from '../../src/lib/format/rich-text';

const render = (html: string) => {
  const div = document.createElement('div');
  div.append(sanitizeRichText(html));
  return div.innerHTML;
};

describe('recipe rich text allowlist', () => {
  it.each([
    ['<p>Stir <strong>well</strong> and <em>serve</em></p>', '<p>Stir <strong>well</strong> and <em>serve</em></p>'],
    ['<ol><li>One</li></ol><ul><li>Two</li></ul>', '<ol><li>One</li></ol><ul><li>Two</li></ul>'],
    ['<h1>Method</h1><h2>Step</h2>', '<h3>Method</h3><h3>Step</h3>'],
    ['<p class="ql-align-center" style="color:red" onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['<script>alert(1)</script><style>p{}</style>ok', 'ok'],
    ['<img src="x" onerror="alert(1)">text', 'text'],
    ['<iframe src="https://evil.example"></iframe><p>safe</p>', '<p>safe</p>'],
    ['<span><font>kept text</font></span>', 'kept text'],
    ['<a href="javascript:alert(1)">bad</a>', '<a>bad</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">bad</a>', '<a>bad</a>'],
    ['<a href="data:text/html,x">bad</a>', '<a>bad</a>'],
    ['<a href="https://example.com/a" target="_blank">good</a>', '<a href="https://example.com/a" rel="noopener noreferrer nofollow">good</a>'],
    ['<svg><a href="https://x.example">x</a></svg>', ''],
    ['5 &lt; 6 &amp; <b>bold</b>', '5 &lt; 6 &amp; <b>bold</b>'],
  ])('%s → %s', (input, output) => {
    expect(render(input)).toBe(output);
  });

  it.each([
    ['<p>Light to   digest.</p><p><strong>Balancing</strong> for all</p><script>x()</script>', 'Light to digest. Balancing for all'],
    ['<ol><li>Warm</li><li>Serve</li></ol>', 'Warm Serve'],
    ['', ''],
  ])('reads the plain text of %s for a card', (input, output) => {
    expect(richTextToPlain(input)).toBe(output);
  });
});
