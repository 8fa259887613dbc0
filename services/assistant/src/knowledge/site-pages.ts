/**
 * The public pages an answer may point to, with the paths of the web app's route table
 * (web/src/lib/paths.ts). The assistant links only to these.
 */
import type { PackageId } from '@smarthome/catalog';
import type { KnowledgeLink } from './types.js';

export const sitePages = {
  packages: { label: 'Pachete și prețuri', path: '/packages' },
  calculator: { label: 'Calculatorul de costuri', path: '/hardware/calculator' },
  hardware: { label: 'Hardware', path: '/hardware' },
  raspberryPi: { label: 'Raspberry Pi', path: '/raspberry-pi' },
  installationProcess: { label: 'Procesul de instalare', path: '/installation-process' },
  garageAutomation: { label: 'Automatizarea porții de garaj', path: '/garage-automation' },
  promotion: { label: 'Detalii promoție', path: '/promotion-details' },
  faq: { label: 'Întrebări frecvente', path: '/faq' },
  contact: { label: 'Contact', path: '/contact' },
  about: { label: 'Despre', path: '/about' },
  login: { label: 'Conectare', path: '/login' },
  register: { label: 'Creează un cont', path: '/register' },
  forgotPassword: { label: 'Ai uitat parola?', path: '/forgot-password' },
} as const satisfies Record<string, KnowledgeLink>;

export const packagePage = (id: PackageId, title: string): KnowledgeLink => ({
  label: `Pachetul ${title}`,
  path: `/packages/${id}`,
});
