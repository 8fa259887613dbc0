import { useState } from 'react';
import type { InstallationDetail } from '@/features/installations/api/installations-api';
import type { HardwareDraft } from '@/features/installations/utils/installation-rules';

export type HardwareLine = Omit<HardwareDraft, 'key'>;

let drafts = 0;
const newKey = () => `line-${++drafts}`;

/** New lines on screen, each with its own key. */
export const toDrafts = (lines: readonly HardwareLine[]): HardwareDraft[] =>
  lines.map((line) => ({ key: newKey(), ...line }));

/** The installation's saved list, as its lines are typed. */
export const savedLines = (installation: InstallationDetail): HardwareLine[] =>
  installation.hardware.map((item) => ({
    name: item.name,
    quantity: String(item.quantity),
    unitPrice: String(item.unitPrice),
  }));

/** The lines as typed, without the keys that only tell them apart on screen. */
const typedText = (lines: readonly HardwareLine[]) =>
  JSON.stringify(lines.map(({ name, quantity, unitPrice }) => [name, quantity, unitPrice]));

const numberOrText = (typed: string): number | string =>
  typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed;

/** The list the lines stand for once saved: "4" and "4.0", or a name and its trimmed self, are one list. */
const listText = (lines: readonly HardwareLine[]) =>
  JSON.stringify(
    lines.map((line) => [line.name.trim(), numberOrText(line.quantity), numberOrText(line.unitPrice)]),
  );

const sameList = (a: readonly HardwareLine[], b: readonly HardwareLine[]) => listText(a) === listText(b);

/**
 * The hardware lines an admin edits, kept on the installation as it is read again (after a save
 * refused because someone else saved meanwhile, or when the form above reads it again). A list is
 * one value, so it follows the record as a whole: lines still as they were read take the list saved
 * since; lines changed here stay, and a different list saved since is offered as `theirs`, so a
 * save that puts these lines in its place is a choice made seeing it, never a silent overwrite.
 */
export function useHardwareLines(installation: InstallationDetail) {
  const saved = savedLines(installation);
  const [read, setRead] = useState(saved);
  const [lines, setLines] = useState(() => toDrafts(saved));
  /** Whether a list saved since, other than the lines here, is offered: it is `saved` itself. */
  const [offered, setOffered] = useState(false);

  if (!sameList(read, saved)) {
    setRead(saved);
    const untouched = sameList(lines, read);
    if (untouched) setLines(toDrafts(saved));
    setOffered(!untouched && !sameList(lines, saved));
  }

  return {
    lines,
    setLines,
    /** A list someone else saved while the lines here were changed; null when there is none. */
    theirs: offered ? saved : null,
    /** The lines become the list saved meanwhile. */
    takeTheirs: () => {
      setLines(toDrafts(saved));
      setOffered(false);
    },
    /** The lines stay; the next save puts them in place of the other list. */
    keepMine: () => setOffered(false),
    /** After a save: the lines are the saved list. */
    savedAs: (list: HardwareLine[]) => {
      setRead(list);
      setLines(toDrafts(list));
      setOffered(false);
    },
    unsaved: typedText(lines) !== typedText(saved),
  };
}
