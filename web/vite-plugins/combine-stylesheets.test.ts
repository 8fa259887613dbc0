import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineStylesheets } from './combine-stylesheets';
import { moduleOnlyClasses } from './stylesheet-classes';

describe('moduleOnlyClasses', () => {
  it('names the module classes of a sheet whose every rule needs one of them', () => {
    const css =
      '._card_ab12c_1{padding:1rem}._card_ab12c_1:hover ._more_ab12c_9{color:red}' +
      '@media (min-width:40rem){._grid_ab12c_3>li{gap:1rem}}' +
      'body:has(form) ._launcher_9w4ib_1{bottom:0}@keyframes _spin_ab12c_5{to{rotate:1turn}}';
    expect([...(moduleOnlyClasses(css) ?? [])].sort()).toEqual([
      '_card_ab12c_1',
      '_grid_ab12c_3',
      '_launcher_9w4ib_1',
      '_more_ab12c_9',
    ]);
  });

  it.each([
    ['an element selector', '._card_ab12c_1{padding:0}p{margin:0}'],
    ['a selector list with a global part', '._card_ab12c_1,h2{margin:0}'],
    ['a plain class', '.visually-hidden{position:absolute}._card_ab12c_1{padding:0}'],
    ['a class only inside :is()', ':is(._card_ab12c_1) p{margin:0}'],
    ['a font face', '@font-face{font-family:X;src:url(x.woff2)}._card_ab12c_1{font-family:X}'],
    ['no style rule', '@keyframes _spin_ab12c_5{to{rotate:1turn}}'],
  ])('calls a sheet with %s global', (_what, css) => {
    expect(moduleOnlyClasses(css)).toBeNull();
  });
});

describe('combineStylesheets', () => {
  let outDir = '';
  const sheets = {
    'assets/main-A.css': 'body{margin:0}._header_aaaaa_1{display:flex}',
    'assets/card-B.css': '._card_bbbbb_1{padding:1rem}',
    'assets/carousel-C.css': '._slide_ccccc_1{width:100%}',
  };
  const links = Object.keys(sheets)
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('\n');
  const joinedOf = async (html: string) => {
    const href = /href="\/(assets\/styles-[^"]+\.css)"/.exec(html)?.[1];
    if (!href) throw new Error('no joined stylesheet');
    return readFile(path.join(outDir, href), 'utf8');
  };

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'stylesheets-'));
    await mkdir(path.join(outDir, 'assets'));
    for (const [file, css] of Object.entries(sheets)) await writeFile(path.join(outDir, file), css);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('joins a page’s stylesheets, keeping each one linked but disabled for the loader', async () => {
    const document = `<html><head>${links}</head><body><header class="_header_aaaaa_1"><div class="_card_bbbbb_1 x"><div class="_slide_ccccc_1"></div></div></header></body></html>`;
    const html = await combineStylesheets(document, outDir);
    expect(await joinedOf(html)).toBe(Object.values(sheets).join('\n'));
    for (const href of Object.keys(sheets)) expect(html).toContain(`href="/${href}" disabled>`);
  });

  it('leaves out of a document the sheets none of whose classes it has, and drops their links', async () => {
    const document = `<html><head>${links}</head><body><header class="_header_aaaaa_1"><p class="_card_bbbbb_1">x</p></header></body></html>`;
    const html = await combineStylesheets(document, outDir);
    expect(await joinedOf(html)).toBe(`${sheets['assets/main-A.css']}\n${sheets['assets/card-B.css']}`);
    expect(html).not.toContain('carousel-C.css');
  });

  it('keeps every sheet of a template, whose content is written later', async () => {
    const document = `<html><head>${links}</head><body><div id="root"></div></body></html>`;
    const html = await combineStylesheets(document, outDir, { template: true });
    expect(await joinedOf(html)).toBe(Object.values(sheets).join('\n'));
    for (const href of Object.keys(sheets)) expect(html).toContain(`href="/${href}" disabled>`);
  });

  it('keeps every sheet of a run of head tags, whose page is written later', async () => {
    const html = await combineStylesheets(links, outDir);
    expect(await joinedOf(html)).toBe(Object.values(sheets).join('\n'));
  });
});
