/**
 * Amounts written exactly as the web app writes them (its lib/format-ro.ts and the package pages),
 * so a price never reads differently on a page and in the assistant's answer.
 */
import type { KnowledgeLink } from './types.js';

/** 13690 → "13.690 lei". */
export const formatLei = (lei: number): string => `${lei.toLocaleString('ro-RO')} lei`;

/** 1300 → "1.300 €". */
export const formatEur = (eur: number): string => `${eur.toLocaleString('ro-RO')} €`;

/** A hardware item's price as the calculator shows it: "42 lei / buc.". */
export const formatPerPiece = (lei: number): string => `${formatLei(lei)} / buc.`;

/** A link written inline, as the chat renders Markdown: "[Contact](/contact)". */
export const markdownLink = ({ label, path }: KnowledgeLink): string => `[${label}](${path})`;
