/** Romanian copy of the blog pages: /blog and each post. */
import { ro } from '@/lib/texts/ro';

export const blogPageContent = {
  title: ro.pageTitles.blog,
  eyebrow: 'Resurse',
  lead: 'Articole și ghiduri practice despre casa inteligentă locală: Home Assistant, automatizări, hardware și idei pe care le poți aplica acasă.',
  metaDescription:
    'Blogul SmartHome Iași: articole și ghiduri practice despre Home Assistant, automatizări și hardware pentru o casă inteligentă locală, fără cloud.',
  postsTitle: 'Articole recente',
  taggedTitle: (tag: string) => `Articole despre „${tag}”`,
  clearFilter: 'Șterge filtrul',
  emptyTitle: 'Niciun articol deocamdată',
  emptyText: 'Încă nu am publicat articole. Revino în curând sau scrie-mi dacă ai o întrebare anume.',
  emptyTaggedTitle: (tag: string) => `Niciun articol despre „${tag}”`,
  emptyTaggedText: 'Alege altă temă sau vezi toate articolele.',
  emptyPageTitle: 'Această pagină nu are articole',
  emptyPageText: 'Lista are mai puține pagini. Începe cu cele mai noi articole.',
  toFirstPage: 'Mergi la prima pagină',
  ctaTitle: 'Ai o întrebare despre casa ta?',
  ctaText: 'Scrie-mi ce ai vrea să automatizezi și îți răspund personal, pe email.',
  ctaContact: 'Scrie-mi',
  ctaPackages: 'Vezi pachetele',
} as const;

export const blogPostContent = {
  /** The title while the post loads or when it cannot be shown. */
  title: ro.pageTitles.blogPost,
  eyebrow: 'Blog',
  metaDescription: 'Un articol de pe blogul SmartHome Iași despre casa inteligentă locală, fără cloud.',
  errorTitle: 'Articolul nu poate fi afișat',
} as const;
