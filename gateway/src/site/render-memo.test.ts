import { describe, expect, it } from 'vitest';
import type { InitialAnswer } from '@smarthome/service-kit/contracts/page-data';
import { memoizeRenders } from './render-memo.js';

const answer = (title: string): InitialAnswer[] => [{ request: '/blog/1', data: { id: '1', title } }];

/** A renderer that counts its renders and answers `<path>: <answers>`. */
function counting() {
  const calls: string[] = [];
  const render = async (pagePath: string, answers: readonly InitialAnswer[]) => {
    calls.push(pagePath);
    return `${pagePath}: ${JSON.stringify(answers)}`;
  };
  return { calls, render };
}

describe('memoizeRenders', () => {
  it('renders a page once for the same address and answers, and again when either changed', async () => {
    const { calls, render } = counting();
    const memo = memoizeRenders(render);
    const first = await memo('/blog/1/a', answer('Termostate'));
    expect(await memo('/blog/1/a', answer('Termostate'))).toBe(first);
    expect(calls).toEqual(['/blog/1/a']);

    const edited = await memo('/blog/1/a', answer('Termostate inteligente'));
    expect(edited).toContain('Termostate inteligente');
    await memo('/blog/1/b', answer('Termostate'));
    expect(calls).toEqual(['/blog/1/a', '/blog/1/a', '/blog/1/b']);
  });

  it('shares one render among requests for the same page at once', async () => {
    const { calls, render } = counting();
    const memo = memoizeRenders(render);
    const pages = await Promise.all([memo('/news', answer('x')), memo('/news', answer('x'))]);
    expect(pages[0]).toBe(pages[1]);
    expect(calls).toHaveLength(1);
  });

  it('keeps the most recently used pages only', async () => {
    const { calls, render } = counting();
    const memo = memoizeRenders(render, 2);
    await memo('/a', answer('1'));
    await memo('/b', answer('1'));
    await memo('/a', answer('1'));
    await memo('/c', answer('1'));
    expect(calls).toEqual(['/a', '/b', '/c']);
    await memo('/a', answer('1'));
    await memo('/b', answer('1'));
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not remember a render that failed', async () => {
    let attempts = 0;
    const memo = memoizeRenders(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the page cannot be rendered');
      return '<main></main>';
    });
    await expect(memo('/blog', answer('x'))).rejects.toThrow('cannot be rendered');
    expect(await memo('/blog', answer('x'))).toBe('<main></main>');
    expect(attempts).toBe(2);
  });
});
